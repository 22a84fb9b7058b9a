// `npm run budget`: page count, build time and per-page HTML, JS and CSS bytes after gzip, from dist/.
// Fails when a page's HTML exceeds 14 KB gzipped (one TCP initial window), a page without an island
// ships any JS, or a page's JS exceeds 120 KB gzipped in total.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';
import { buildStatsFile } from './buildStats.mjs';

const dist = join(root, 'dist');
export const limits = { htmlBytes: 14 * 1024, pageJsBytes: 120 * 1024 };

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

function* htmlFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** A URL in a page or a bundle resolved to a file under dist/, or undefined for other origins. */
function toFile(url, fromFile) {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  const path = url.startsWith('/') ? join(dist, url) : resolve(dirname(fromFile), url);
  return existsSync(path) ? path : undefined;
}

/** Every JS file a page loads: entry scripts, island components and renderers, and their static imports. */
function pageScripts(html, pageFile) {
  const entries = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
  ].map((match) => toFile(match[1], pageFile));
  const seen = new Set();
  const queue = entries.filter(Boolean);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g)) {
      const imported = toFile(match[1], file);
      if (imported) queue.push(imported);
    }
  }
  // Inline module scripts count too.
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((body) => body.trim() !== '');
  return { files: [...seen], inlineBytes: inline.reduce((sum, body) => sum + gzipSync(body).length, 0) };
}

function pageStyles(html, pageFile) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => toFile(match[1], pageFile)).filter(Boolean);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function measure() {
  const pages = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const scripts = pageScripts(html, file);
    pages.push({
      path: `/${relative(dist, file)}`,
      html: gzipSync(html, { level: 9 }).length,
      js: scripts.files.reduce((sum, script) => sum + gzipped(script), 0) + scripts.inlineBytes,
      css: pageStyles(html, file).reduce((sum, style) => sum + gzipped(style), 0),
      hasIsland: html.includes('<astro-island'),
    });
  }
  return pages;
}

function main() {
  if (!existsSync(dist)) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const pages = measure();
  const stats = existsSync(join(root, buildStatsFile)) ? JSON.parse(readFileSync(join(root, buildStatsFile), 'utf8')) : undefined;
  console.log(`pages            ${pages.length}`);
  console.log(`build time       ${stats ? `${stats.seconds.toFixed(1)} s (astro build, ${stats.builtAt})` : 'unknown (no build stats)'}`);
  console.log(`islands on       ${pages.filter((page) => page.hasIsland).length} pages`);
  for (const kind of ['html', 'js', 'css']) {
    const values = pages.map((page) => page[kind]);
    const largest = pages.reduce((max, page) => (page[kind] > max[kind] ? page : max), pages[0]);
    console.log(`${kind.padEnd(4)} gzip        largest ${kb(largest[kind])} (${largest.path})  median ${kb(median(values))}`);
  }
  const failures = [
    ...pages.filter((page) => page.html > limits.htmlBytes).map((page) => `${page.path}: HTML ${kb(page.html)} gzipped exceeds ${kb(limits.htmlBytes)}`),
    ...pages.filter((page) => !page.hasIsland && page.js > 0).map((page) => `${page.path}: ships ${kb(page.js)} of JS without an island`),
    ...pages.filter((page) => page.js > limits.pageJsBytes).map((page) => `${page.path}: JS ${kb(page.js)} gzipped exceeds ${kb(limits.pageJsBytes)}`),
  ];
  if (failures.length > 0) {
    console.error(`\nOver budget (${failures.length}):`);
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

main();
