// Astro integration that records how long the build took, for `npm run budget`.
import { mkdir, writeFile } from 'node:fs/promises';

export const buildStatsFile = 'node_modules/.cache/portal/build-stats.json';

export function buildStats() {
  let startedAt = 0;
  return {
    name: 'portal-build-stats',
    hooks: {
      'astro:build:start': () => {
        startedAt = performance.now();
      },
      'astro:build:done': async ({ pages }) => {
        await mkdir('node_modules/.cache/portal', { recursive: true });
        const stats = { builtAt: new Date().toISOString(), seconds: (performance.now() - startedAt) / 1000, pages: pages.length };
        await writeFile(buildStatsFile, JSON.stringify(stats, null, 2));
      },
    },
  };
}
