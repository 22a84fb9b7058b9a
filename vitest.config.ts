// Unit tests: pure layers in Node; gateway endpoints against a real local D1 (wrangler's platform proxy).
import { defineConfig } from 'vitest/config';
import { defaultFlags } from './src/site/flags.ts';
import { referenceEndpoints } from './src/site/gatewayEndpoints.ts';

export default defineConfig({
  define: {
    __PORTAL_FLAGS__: JSON.stringify(defaultFlags),
    __PORTAL_REMEMBER_ME__: JSON.stringify(defaultFlags.rememberMe),
    __PORTAL_TAG_SCRIPT_BASE__: JSON.stringify(''),
    __PORTAL_SITE_CONFIG_URL__: JSON.stringify(''),
    __PORTAL_ENDPOINTS__: JSON.stringify(referenceEndpoints),
    __PORTAL_PROMOTIONS_HOSTS__: JSON.stringify([]),
    __PORTAL_SITE_HOSTS__: JSON.stringify({}),
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'] } },
      // One workerd per vitest worker, shared by the worker's test files one after another; each file starts on a
      // database as new (gateway/src/testing/localGateway.ts, docs/decisions.md "Gateway tests on real D1").
      {
        extends: true,
        test: { name: 'gateway', include: ['gateway/**/*.test.ts'], isolate: false, setupFiles: ['gateway/src/testing/workerSetup.ts'] },
      },
    ],
  },
});
