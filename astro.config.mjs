// Astro build of the static site: every locale x route shell, React islands, hashed CSP.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { parseFlags } from './src/site/flags.ts';
import { buildStats } from './scripts/buildStats.mjs';

// Parsed here so an invalid override fails the build at once, naming the variable.
const flags = parseFlags(process.env);

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [react(), buildStats()],
  security: { csp: true },
  devToolbar: { enabled: false },
  vite: {
    define: { __PORTAL_FLAGS__: JSON.stringify(flags) },
  },
});
