// `npm run budget`: page count, build time and per-page HTML, JS and CSS bytes after gzip, from dist/.
// Fails when a page's HTML exceeds 14 KB gzipped (one TCP initial window), a page without an island ships any JS,
// a stylesheet has to be fetched, or a page's JS exceeds its screen's budget (the table below).
// Per screen it reports the JS in total, and what the page adds for a visitor who has the sign-in page's files cached.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';
import { buildStatsFile } from './buildStats.mjs';

const dist = join(root, 'dist');
const kib = 1024;

/**
 * JS budgets in gzipped bytes by URL segment of the screen; the first matching row wins, `*` for every other screen.
 * `target` is the issue's budget; while a screen is still above it, `bytes` is the ceiling it may not grow past (a
 * ratchet: lower it as pages shrink, until it equals the target). The report shows both.
 */
export const jsBudgets = [
  { screens: ['login-form', 'login'], bytes: 110 * kib, target: 90 * kib, why: 'sign-in' },
  { screens: ['registration', 'add-pan'], bytes: 120 * kib, target: 120 * kib, why: 'registration' },
  { screens: ['*'], bytes: 120 * kib, target: 120 * kib, why: 'every other screen' },
];
export const htmlBudgetBytes = 14 * kib;
/** The locale whose pages the per-screen report lists (every locale ships the same JS; the check covers them all). */
const reportLocale = 'en_us';
const referenceScreen = 'login-form';

export function jsBudgetFor(screen) {
  return jsBudgets.find((row) => row.screens.includes(screen) || row.screens.includes('*'));
}

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

/**
 * Every JS file a page can load: entry scripts, island components and renderers, their static imports and their
 * dynamic imports (code split off for later steps still counts toward the page's total).
 */
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
    const imports = [
      ...source.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g),
      ...source.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g),
    ];
    for (const match of imports) {
      const imported = toFile(match[1], file);
      if (imported) queue.push(imported);
    }
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).filter((body) => body.trim() !== '');
  return { files: [...seen], inlineBytes: inline.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}

function pageStyles(html, pageFile) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => toFile(match[1], pageFile)).filter(Boolean);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes) => `${(bytes / kib).toFixed(1)} KB`;

/** `/{issuer?}/{locale}/account/{screen}/index.html` -> locale and screen. */
function screenOf(path) {
  const match = /\/([a-z]{2}_[a-z]{2})\/account\/([^/]+)\/index\.html$/.exec(path);
  return match ? { locale: match[1], screen: match[2] } : { locale: undefined, screen: undefined };
}

export function measure() {
  const pages = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const scripts = pageScripts(html, file);
    const path = `/${relative(dist, file)}`;
    pages.push({
      path,
      ...screenOf(path),
      html: gzipSync(html, { level: 9 }).length,
      scriptFiles: scripts.files,
      js: scripts.files.reduce((sum, script) => sum + gzipped(script), 0) + scripts.inlineBytes,
      inlineJs: scripts.inlineBytes,
      styles: pageStyles(html, file),
      hasIsland: html.includes('<astro-island'),
    });
  }
  return pages;
}

function report(pages) {
  const reference = pages.find((page) => page.locale === reportLocale && page.screen === referenceScreen);
  const cached = new Set(reference?.scriptFiles ?? []);
  console.log(`\nJS per screen (${reportLocale}; gzip): total / added when the ${referenceScreen} page's files are cached / budget / target`);
  const rows = pages.filter((page) => page.locale === reportLocale).sort((a, b) => a.screen.localeCompare(b.screen));
  for (const page of rows) {
    const added = page.scriptFiles.filter((file) => !cached.has(file)).reduce((sum, file) => sum + gzipped(file), 0) + page.inlineJs;
    const { bytes, target } = jsBudgetFor(page.screen);
    const goal = target === undefined ? '' : `${kb(target).padStart(9)}${page.js > target ? '  (target not met yet)' : ''}`;
    console.log(`  ${page.screen.padEnd(24)} ${kb(page.js).padStart(9)}  ${kb(added).padStart(9)}  ${kb(bytes).padStart(9)}  ${goal}`);
  }
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
  for (const kind of ['html', 'js']) {
    const values = pages.map((page) => page[kind]);
    const largest = pages.reduce((max, page) => (page[kind] > max[kind] ? page : max), pages[0]);
    console.log(`${kind.padEnd(4)} gzip        largest ${kb(largest[kind])} (${largest.path})  median ${kb(median(values))}`);
  }
  report(pages);
  const failures = [
    ...pages.filter((page) => page.html > htmlBudgetBytes).map((page) => `${page.path}: HTML ${kb(page.html)} gzipped exceeds ${kb(htmlBudgetBytes)}`),
    ...pages.filter((page) => !page.hasIsland && page.js > 0).map((page) => `${page.path}: ships ${kb(page.js)} of JS without an island`),
    ...pages.filter((page) => page.styles.length > 0).map((page) => `${page.path}: loads a stylesheet (styles must be inline)`),
    ...pages
      .filter((page) => page.screen !== undefined && page.js > jsBudgetFor(page.screen).bytes)
      .map((page) => `${page.path}: JS ${kb(page.js)} gzipped exceeds the ${jsBudgetFor(page.screen).why} budget of ${kb(jsBudgetFor(page.screen).bytes)}`),
  ];
  if (failures.length > 0) {
    console.error(`\nOver budget (${failures.length}):`);
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

main();
