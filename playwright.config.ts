// End-to-end tests in real Chromium against the whole stack: started locally on a free port, or PORTAL_URL (a preview).
// The main suite's local stack runs in preview mode and is reached on 127.0.0.1, not localhost: both workers as the
// configs' [env.preview], pages and edge given SITE_HOSTS 127.0.0.1=localhost as `npm run deploy:preview` gives a
// preview's host (docs/operations.md "A preview"), so every run proves what a tester gets from a preview. The flags and
// minimal stacks run as `npm start` does, on localhost.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

const previewUrl = process.env.PORTAL_URL;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Chosen once in the runner process; its workers inherit the environment.
process.env['PORTAL_E2E_PORT'] ??= previewUrl ? '0' : String(await freePort());
const port = Number(process.env['PORTAL_E2E_PORT']);
const baseURL = previewUrl ?? `http://127.0.0.1:${port}`;

/**
 * The flags stack: a second build (dist-flags) and stack with every flag whose e2e needs it turned from its SPEC 9
 * default, for the tests in tests/e2e/flags/. The same flags off are the main stack's. Against a preview, the flags
 * tests run only when PORTAL_FLAGS_URL names a preview built with these values.
 */
const flippedFlags = {
  FLAG_SESSION_EXTENSION: 'true',
  FLAG_REMEMBER_ME: 'true',
  FLAG_HCAPTCHA: 'false',
  FLAG_CONCIERGE: 'false',
  FLAG_SITE_CONFIG: 'true',
  FLAG_NEW_AUTH_SSO: 'false',
  // The bank's own config host, which the flags tests answer in the browser (tests/e2e/flags/site-config.spec.ts); the
  // edge cannot reach it, so its pages carry no config and ask for it.
  SITE_CONFIG_URL: 'https://config.portal.test/sites/{siteId}.json',
} as const;
let flagsFreePort = previewUrl ? 0 : await freePort();
while (!previewUrl && flagsFreePort === port) flagsFreePort = await freePort();
process.env['PORTAL_E2E_FLAGS_PORT'] ??= String(flagsFreePort);
const flagsPort = Number(process.env['PORTAL_E2E_FLAGS_PORT']);
const flagsURL = process.env['PORTAL_FLAGS_URL'] ?? (previewUrl ? undefined : `http://localhost:${flagsPort}`);
const inheritedEnvironment = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Debian's chromium when present (Playwright's own download is not reachable everywhere). */
function systemChromium(): string | undefined {
  if (process.env['CHROMIUM_PATH']) return process.env['CHROMIUM_PATH'];
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const executablePath = systemChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'default', testIgnore: ['flags/**', 'minimal/**'] },
    ...(flagsURL ? [{ name: 'flags', testMatch: 'flags/**/*.spec.ts', use: { baseURL: flagsURL } }] : []),
  ],
  ...(previewUrl
    ? {}
    : {
        webServer: [
          {
            // Its own build (dist-preview): the pages derive site ids with the same SITE_HOSTS as the edge.
            command: `node scripts/start.mjs --preview --out-dir dist-preview --fresh --quiet --port ${port} --persist-to .wrangler/e2e-state`,
            url: `${baseURL}/gateway/api/health`,
            env: { ...inheritedEnvironment, SITE_HOSTS: '127.0.0.1=localhost' },
            reuseExistingServer: false,
            timeout: 240_000,
            stdout: 'ignore',
            stderr: 'pipe',
          },
          {
            command: `node scripts/start.mjs --out-dir dist-flags --fresh --quiet --port ${flagsPort} --persist-to .wrangler/e2e-flags-state`,
            url: `http://localhost:${flagsPort}/gateway/api/health`,
            env: { ...inheritedEnvironment, ...flippedFlags },
            reuseExistingServer: false,
            timeout: 240_000,
            stdout: 'ignore',
            stderr: 'pipe',
          },
        ],
      }),
});
