// Astro build of the static site: every locale x route shell, React islands, hashed CSP.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { parseFlags } from './src/site/flags.ts';
import { buildStats } from './scripts/buildStats.mjs';

// Parsed here so an invalid override fails the build at once, naming the variable.
const flags = parseFlags(process.env);
const gatewayDevOrigin = process.env.GATEWAY_DEV_ORIGIN;

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [react(), buildStats()],
  security: { csp: true },
  devToolbar: { enabled: false },
  // No code blocks in this site; Shiki's inline styles would not pass the hashed CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    define: { __PORTAL_FLAGS__: JSON.stringify(flags) },
    // `npm run dev`: the client's calls reach the reference gateway started beside the dev server.
    server: gatewayDevOrigin
      ? {
          proxy: {
            '/gateway/api': { target: gatewayDevOrigin, changeOrigin: true },
            '/api': { target: gatewayDevOrigin, changeOrigin: true, rewrite: (path) => `/gateway${path}` },
          },
        }
      : {},
  },
});
