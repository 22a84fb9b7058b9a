// The journeys of sign-in, cards, cashback, profile and preferences a second time, against the minimal SPEC 7 gateway:
// the reference gateway with GATEWAY_ANSWERS=minimal answers only what SPEC 3 and 7 promise (a card's id as `assetId`
// on one card and `id` on the next, empty bodies where SPEC reads none, one field SPEC does not know), as a bank's own
// gateway may (gateway/src/minimal/minimalAnswers.ts). `npm run test:e2e:minimal`; part of `npm test`.
// Against a preview whose gateway answers minimally: PORTAL_MINIMAL_URL.
import { defineConfig } from '@playwright/test';
import base, { freePort } from './playwright.config';

const previewUrl = process.env['PORTAL_MINIMAL_URL'];
process.env['PORTAL_E2E_MINIMAL_PORT'] ??= previewUrl ? '0' : String(await freePort());
const port = Number(process.env['PORTAL_E2E_MINIMAL_PORT']);
const baseURL = previewUrl ?? `http://localhost:${port}`;

/** The journeys SPEC 7's answers carry: each reads cards, the profile, preferences, passcodes or the statement. */
export const minimalJourneys = [
  // That the gateway under test answers minimally at all.
  'minimal/**/*.spec.ts',
  'sign-in.spec.ts',
  'cards.spec.ts',
  'account-cashback.spec.ts',
  'account-profile.spec.ts',
  'account-edit-profile.spec.ts',
  'account-preferences.spec.ts',
  'account-delete.spec.ts',
  'check-code.spec.ts',
];

// The main config's settings without its stacks.
const { webServer: _mainStacks, ...shared } = base;

export default defineConfig({
  ...shared,
  use: { ...shared.use, baseURL },
  projects: [{ name: 'minimal-gateway', testMatch: minimalJourneys }],
  ...(previewUrl
    ? {}
    : {
        webServer: {
          // The main suite's build (dist), the gateway answering minimally.
          command: `node scripts/start.mjs --skip-build --fresh --quiet --port ${port} --persist-to .wrangler/e2e-minimal-state`,
          url: `${baseURL}/gateway/api/health`,
          env: { ...inheritedEnvironment(), GATEWAY_ANSWERS: 'minimal' },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      }),
});

function inheritedEnvironment(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
