// Starts the whole local stack: edge worker + static site + reference gateway on a local D1 (one `wrangler dev`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Offline and quiet: no account lookups, no telemetry. */
export const wranglerEnvironment = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  NO_D1_WARNING: 'true',
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env: wranglerEnvironment, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/**
 * Builds the site into `dist`, or into `outDir` (a second build with other flags, e.g. the e2e flags stack), telling
 * as it goes: Astro's own steps, the pages written so far every `every` pages, and what it built in how long.
 */
export function buildSite({ outDir, say = (line) => console.log(line), every = 500 } = {}) {
  const started = Date.now();
  const child = spawn('astro', ['build', ...(outDir ? ['--outDir', outDir] : [])], {
    cwd: root,
    env: wranglerEnvironment,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pages = 0;
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (/[├└]─ \//.test(line)) {
        pages += 1;
        if (pages % every === 0) say(`    ${pages.toLocaleString('en')} pages written…`);
      } else if (line.trim() !== '') {
        say(`    ${line.trim()}`);
      }
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`astro build failed with exit code ${code}`));
      else resolve({ pages, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The gateway's secrets (gateway/src/env.ts); each a random 32-byte key for local runs. */
export const gatewaySecretNames = ['TOKEN_SIGNING_KEY', 'CARD_FINGERPRINT_KEY', 'TOTP_ENCRYPTION_KEY'];

/**
 * Gives the local gateway a random value for each of its secrets in gateway/.dev.vars (gitignored) unless it has one;
 * `wrangler dev` reads the .dev.vars beside each config, also as the second `-c`. Kept across runs so sessions survive a
 * restart and enrolled cards and authenticators stay usable.
 */
export function ensureGatewaySecrets() {
  const devVars = join(root, 'gateway', '.dev.vars');
  for (const name of gatewaySecretNames) {
    const existing = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
    if (new RegExp(`^${name}=`, 'm').test(existing)) continue;
    const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
    appendFileSync(devVars, `${separator}${name}=${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  }
}

/**
 * Applies the gateway's migrations and demo seed to the local D1 under `persistTo`, and publishes the demo's KV
 * entries to the edge's local KV (`kvSeeds`); `say` hears each step.
 */
export async function prepareDatabase({ persistTo, fresh = false, say = () => undefined }) {
  ensureGatewaySecrets();
  if (fresh) rmSync(persistTo, { recursive: true, force: true });
  const gateway = ['-c', 'gateway/wrangler.toml', '--local', '--persist-to', persistTo];
  say('    migrations (gateway/migrations)');
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...gateway]);
  say('    demo sites (gateway/seed/sites, checked as `npm run site` checks them), cardholders (gateway/seed/demo.sql), themes');
  // The demo's sites and themes, each checked on the way (site config schemas; theme schema and contrast), to D1 in one
  // file with the cardholders (sites first: the cardholders belong to them); the high-contrast theme to KV as well.
  const { projectModule } = await import('./projectModules.mjs');
  const { demoThemes, themeSql } = await projectModule('gateway/seed/themeFiles.ts');
  const { demoSites } = await projectModule('gateway/seed/siteFiles.ts');
  const themes = demoThemes();
  const staging = mkdtempSync(join(tmpdir(), 'portal-seed-'));
  try {
    const seed = [...demoSites().flatMap((site) => site.sql), readFileSync(join(root, 'gateway', 'seed', 'demo.sql'), 'utf8'), ...themeSql(themes)];
    writeFileSync(join(staging, 'seed.sql'), `${seed.join('\n')}\n`);
    run('wrangler', ['d1', 'execute', 'DB', ...gateway, '--file', join(staging, 'seed.sql')]);
    say("    the edge's KV entries");
    const kvThemes = themes
      .filter((theme) => kvThemeNames.includes(theme.name))
      .map((theme) => {
        const file = join(staging, `${theme.name}.json`);
        writeFileSync(file, JSON.stringify(theme));
        return [`theme:${theme.name}`, file];
      });
    for (const [key, file] of [...kvSeeds, ...kvThemes]) {
      run('wrangler', ['kv', 'key', 'put', key, '--path', file, '--binding', 'SITE_CONFIG', '-c', 'wrangler.toml', '--local', '--persist-to', persistTo]);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Demo themes the edge finds in KV (the /kv-bank/ site's), before it would ask the gateway. */
const kvThemeNames = ['contrast'];

/** What the demo publishes to the edge's local KV: a site config (/kv-bank/) and a promotions site's campaign. */
const kvSeeds = [
  ['site-config:localhost_kv-bank', 'gateway/seed/kv-site-config.localhost_kv-bank.json'],
  ['promotions:promotions.localhost_pt_br', 'gateway/seed/kv-promotions.promotions.localhost_pt_br.json'],
];

/** The set variables of this environment whose names pass `wanted`. */
function setVariables(wanted) {
  return Object.entries(process.env).filter(([name, value]) => wanted(name) && value !== undefined && value !== '');
}

/** FLAG_* variables of this environment, SITE_CONFIG_URL and PROMOTIONS_HOSTS, handed to the edge so it agrees with the build. */
export function flagVariables() {
  return setVariables((name) => name.startsWith('FLAG_') || name === 'SITE_CONFIG_URL' || name === 'PROMOTIONS_HOSTS').flatMap(([name, value]) => [
    '--var',
    `${name}:${value}`,
  ]);
}

/**
 * gateway/wrangler.toml with these FLAG_* variables added to its [vars] and its paths made absolute, for a config
 * written elsewhere: the gateway reads FLAG_HCAPTCHA and FLAG_CONCIERGE like the site and the edge.
 */
export function gatewayConfigWithFlags(toml, flags, gatewayDirectory) {
  const lines = Object.entries(flags).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
  if (!/^\[vars\]$/m.test(toml)) throw new Error('gateway/wrangler.toml has no [vars] table');
  return toml
    .replace(/^\[vars\]$/m, ['[vars]', ...lines].join('\n'))
    .replace(/^main = "([^"]+)"$/m, (_, path) => `main = ${JSON.stringify(join(gatewayDirectory, path))}`)
    .replace(/^migrations_dir = "([^"]+)"$/m, (_, path) => `migrations_dir = ${JSON.stringify(join(gatewayDirectory, path))}`);
}

/** Variables of the reference gateway itself this environment may set: GATEWAY_ANSWERS=minimal (gateway/src/env.ts). */
const gatewayVariables = ['GATEWAY_ANSWERS'];

/**
 * The gateway config this run starts: gateway/wrangler.toml itself, or, when FLAG_* variables or GATEWAY_ANSWERS are
 * set, a copy with them among its vars under `persistTo` (with the .dev.vars it reads beside it): `wrangler dev --var`
 * reaches only the first config's worker, the edge.
 */
function gatewayConfigFor(persistTo) {
  const flags = Object.fromEntries(setVariables((name) => name.startsWith('FLAG_') || gatewayVariables.includes(name)));
  if (Object.keys(flags).length === 0) return 'gateway/wrangler.toml';
  const gatewayDirectory = join(root, 'gateway');
  const directory = join(persistTo, 'gateway-config');
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'wrangler.toml'),
    gatewayConfigWithFlags(readFileSync(join(gatewayDirectory, 'wrangler.toml'), 'utf8'), flags, gatewayDirectory),
  );
  copyFileSync(join(gatewayDirectory, '.dev.vars'), join(directory, '.dev.vars'));
  return join(directory, 'wrangler.toml');
}

/** `wrangler dev` options every local run shares: no fixed debugger port, no interactive key bindings. */
export const quietDevOptions = ['--inspector-port', '0', '--show-interactive-dev-session=false'];

/** Starts `wrangler dev` with the edge (primary, serving the port) and the gateway; resolves once it answers. */
export async function startStack({ port, persistTo, host = 'localhost', stdio = 'inherit', assets }) {
  const args = [
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    gatewayConfigFor(persistTo),
    '--port',
    String(port),
    '--ip',
    host === 'localhost' ? '127.0.0.1' : host,
    '--persist-to',
    persistTo,
    ...quietDevOptions,
    ...flagVariables(),
    // The edge serves this build instead of wrangler.toml's ./dist.
    ...(assets ? ['--assets', assets] : []),
  ];
  const child = spawn('wrangler', args, { cwd: root, env: wranglerEnvironment, stdio: ['ignore', stdio, stdio] });
  const origin = `http://${host}:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/gateway/api/health`);
      if (response.ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the stack did not answer on ${origin} within 60 s`);
}

/** Ends the child with the parent. */
export function stopWithParent(child) {
  const stop = () => {
    child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
