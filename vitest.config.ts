// Unit tests: pure layers in Node; gateway endpoints against a real local D1 (wrangler's platform proxy).
import { defineConfig } from 'vitest/config';
import { defaultFlags } from './src/site/flags.ts';

export default defineConfig({
  define: { __PORTAL_FLAGS__: JSON.stringify(defaultFlags), __PORTAL_TAG_SCRIPT_BASE__: JSON.stringify('') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
