// `npm run budget`: page count, build time, and per screen the JS fetched before interaction, the script requests that
// takes, the JS loaded later (only through `import()`) and the largest HTML, all after gzip, from dist/.
// Fails when a page's HTML exceeds 14 KB gzipped (one TCP initial window), a page without an island ships any JS, a
// stylesheet has to be fetched, or a page's JS before interaction or its script requests exceed its screen's limits
// (issue 11 "Budgets"; the tables below). The graph walking is in scripts/budgetGraph.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';
import { buildStatsFile } from './buildStats.mjs';
import { chunkImports, limitsOf, pageEntries, splitGraph } from './budgetGraph.mjs';

const dist = join(root, 'dist');
const kib = 1024;

/**
 * Issue 11's budgets for what a page fetches before interaction, by URL segment of the screen; the first matching row
 * wins, `*` for every other screen. Requests are the distinct JS files fetched before interaction.
 */
export const targets = [
  { screens: ['login-form', 'login'], bytes: 80 * kib, requests: 8, why: 'sign-in' },
  { screens: ['*'], bytes: 95 * kib, requests: 8, why: 'every other screen' },
];

/**
 * The ratchet: while a screen is above a target, the figure it may not grow past (today's measure, rounded up by about
 * 1 KB, and today's request count). Lower a ceiling when its screen shrinks (the report says by how much), and remove
 * it once the screen meets the target; a screen without a ceiling is held to the target itself. Empty since every screen
 * met its target (docs/decisions.md "Every screen's first load without the calls").
 * @type {Record<string, { bytes?: number, requests?: number }>}
 */
export const ceilings = {};

/** The sign-in screen's segment is `login` when the client-server flag is off (src/routes/routeTable.ts): same ceiling. */
const ceilingAliases = { login: 'login-form' };

export const htmlBudgetBytes = 14 * kib;
/** The locale whose pages the per-screen report lists (every locale ships the same JS; the checks cover them all). */
const reportLocale = 'en_us';
const referenceScreen = 'login-form';

/** The target row of a screen, its ceiling if it has one, and the limits that hold now. */
export function budgetFor(screen) {
  const target = targets.find((row) => row.screens.includes(screen) || row.screens.includes('*'));
  const row = { target: { bytes: target.bytes, requests: target.requests }, ceiling: ceilings[screen] ?? ceilings[ceilingAliases[screen]] };
  return { ...row, why: target.why, limits: limitsOf(row) };
}

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}
const gzippedText = (text) => gzipSync(text, { level: 9 }).length;

function* htmlFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** A URL in a page or a bundle resolved to a file under dist/, or undefined for other origins and missing files. */
function toFile(url, fromFile) {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  const path = url.startsWith('/') ? join(dist, url) : resolve(dirname(fromFile), url);
  return existsSync(path) ? path : undefined;
}

const importsCache = new Map();
/** A built chunk's static and dynamic imports, resolved to files under dist/. */
function importsOf(file) {
  if (!importsCache.has(file)) {
    const found = chunkImports(readFileSync(file, 'utf8'));
    const files = (specifiers) => specifiers.map((specifier) => toFile(specifier, file)).filter(Boolean);
    importsCache.set(file, { static: files(found.static), dynamic: files(found.dynamic) });
  }
  return importsCache.get(file);
}

const splitCache = new Map();
/** The page's JS files before interaction and later; pages with the same entries share one walk. */
function pageScripts(html, pageFile) {
  const { urls, inlineScripts } = pageEntries(html);
  const entries = urls.map((url) => toFile(url, pageFile)).filter(Boolean);
  const key = entries.join('\n');
  if (!splitCache.has(key)) splitCache.set(key, splitGraph(entries, importsOf));
  return { ...splitCache.get(key), inlineBytes: inlineScripts.reduce((sum, body) => sum + gzippedText(body), 0) };
}

function pageStyles(html, pageFile) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => toFile(match[1], pageFile)).filter(Boolean);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
}

const kb = (bytes) => `${(bytes / kib).toFixed(1)} KB`;
const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0);

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
      html: gzippedText(html),
      beforeFiles: scripts.before,
      before: sum(scripts.before),
      requests: scripts.before.length,
      later: sum(scripts.later),
      inlineJs: scripts.inlineBytes,
      styles: pageStyles(html, file),
      hasIsland: html.includes('<astro-island'),
    });
  }
  return pages;
}

/** Ceilings more than 2 KB (or a request) above what every page of the screen measures now: the ratchet can tighten. */
function slack(screen, pagesOfScreen) {
  const { ceiling } = budgetFor(screen);
  if (!ceiling) return '';
  const bytes = Math.max(...pagesOfScreen.map((page) => page.before));
  const requests = Math.max(...pagesOfScreen.map((page) => page.requests));
  const lower = [
    ceiling.bytes !== undefined && ceiling.bytes - bytes > 2 * kib ? `bytes to ${Math.ceil(bytes / kib) + 1} KB` : '',
    ceiling.requests !== undefined && ceiling.requests > requests ? `requests to ${requests}` : '',
  ].filter(Boolean);
  return lower.length > 0 ? `  ratchet: lower the ceiling's ${lower.join(' and ')}` : '';
}

function report(pages) {
  const reference = pages.find((page) => page.locale === reportLocale && page.screen === referenceScreen);
  const cached = new Set(reference?.beforeFiles ?? []);
  const byScreen = Map.groupBy(
    pages.filter((page) => page.screen !== undefined),
    (page) => page.screen,
  );
  console.log(`\nPer screen (${reportLocale}, gzip level 9):`);
  console.log('  before    JS fetched before interaction: the island components, the renderer and all they import statically');
  console.log('  req       script requests before interaction: distinct JS files (inline scripts travel in the HTML: no request)');
  console.log(`  new       of "before", what is not in the ${referenceScreen} page's files (a visitor who has those cached)`);
  console.log('  later     JS reachable only through import(), fetched on demand (reported, not budgeted)');
  console.log('  html      the largest HTML of the screen in any locale (budget 14 KB)');
  console.log('  limits    before / requests the screen is held to now (a ceiling while above the issue target)');
  const header = `  ${'screen'.padEnd(24)} ${'before'.padStart(9)} ${'req'.padStart(4)} ${'new'.padStart(9)} ${'later'.padStart(9)} ${'html'.padStart(9)}   limits`;
  console.log(header);
  for (const [screen, pagesOfScreen] of [...byScreen].sort(([a], [b]) => a.localeCompare(b))) {
    const page = pagesOfScreen.find((candidate) => candidate.locale === reportLocale) ?? pagesOfScreen[0];
    const added = sum(page.beforeFiles.filter((file) => !cached.has(file)));
    const largestHtml = pagesOfScreen.reduce((max, candidate) => (candidate.html > max.html ? candidate : max));
    const { target, limits } = budgetFor(screen);
    const missed = [page.before > target.bytes ? `${kb(target.bytes)}` : '', page.requests > target.requests ? `${target.requests} requests` : ''].filter(
      Boolean,
    );
    const goal = missed.length > 0 ? `  target not met yet: ${missed.join(', ')}` : '';
    console.log(
      `  ${screen.padEnd(24)} ${kb(page.before).padStart(9)} ${String(page.requests).padStart(4)} ${kb(added).padStart(9)} ${kb(page.later).padStart(9)} ` +
        `${kb(largestHtml.html).padStart(9)}   ${kb(limits.bytes)} / ${limits.requests}${goal}${slack(screen, pagesOfScreen)}`,
    );
  }
  const inline = reference?.inlineJs ?? 0;
  console.log(`\nInline scripts (Astro's island runtime and the page's own): ${kb(inline)} on ${referenceScreen}, counted in its HTML, not as requests.`);
  console.log(`Targets: ${targets.map((row) => `${row.why} ${kb(row.bytes)} and ${row.requests} requests before interaction`).join('; ')}.`);
}

/**
 * `npm run budget -- --ceilings`: the `ceilings` table for today's build (each figure over its target: the largest of
 * the screen's pages, rounded up to whole KB plus 1 KB; the request count as it is), to paste above after a change.
 */
function printCeilings(pages) {
  const byScreen = Map.groupBy(
    pages.filter((page) => page.screen !== undefined),
    (page) => page.screen,
  );
  console.log('export const ceilings = {');
  for (const [screen, pagesOfScreen] of [...byScreen].sort(([a], [b]) => a.localeCompare(b))) {
    const { target } = budgetFor(screen);
    const bytes = Math.max(...pagesOfScreen.map((page) => page.before));
    const requests = Math.max(...pagesOfScreen.map((page) => page.requests));
    const row = [bytes > target.bytes ? `bytes: ${Math.ceil(bytes / kib) + 1} * kib` : '', requests > target.requests ? `requests: ${requests}` : ''].filter(
      Boolean,
    );
    if (row.length > 0) console.log(`  ${/^[a-z]+$/.test(screen) ? screen : `'${screen}'`}: { ${row.join(', ')} },`);
  }
  console.log('};');
}

/**
 * Issue 15: react-aria-components' menu on the card screen, at most 25 KB gzipped there and on no other screen. Its
 * Menu, Popover and Button measure 47.5 KB gzipped in version 1.22.1 (the collection, selection and overlay code, not
 * locale strings); the ceiling holds it there until the target can be met (docs/decisions.md "Native widgets and
 * react-aria-components").
 */
const lazyMenuBudget = { target: 25 * kib, ceiling: 48 * kib };

/**
 * What a chunk fetched by `import()` adds to a screen: the files its entry (the first `_astro` file whose name matches)
 * reaches statically that the screen has not loaded before interaction; and the pages whose first scripts include it.
 */
function lazyChunk(pages, namePattern, screen) {
  const assets = join(dist, '_astro');
  const entry = readdirSync(assets)
    .filter((name) => namePattern.test(name))
    .map((name) => join(assets, name))[0];
  const page = pages.find((candidate) => candidate.locale === reportLocale && candidate.screen === screen);
  if (entry === undefined || page === undefined) return { files: [], bytes: 0, inFirstScripts: [] };
  const loaded = new Set(page.beforeFiles);
  const files = splitGraph([entry], importsOf).before.filter((file) => !loaded.has(file));
  return { files, bytes: sum(files), inFirstScripts: pages.filter((candidate) => candidate.beforeFiles.includes(entry)).map((candidate) => candidate.path) };
}

/** The card actions menu (src/components/cards/CardActionsMenu.tsx) on the card screen. */
const lazyMenu = (pages) => lazyChunk(pages, /^CardActionsMenu\.[\w-]+\.js$/, 'edit-pan');

/** Issue 15: the account layout's script (src/state/page/accountNav.ts, by `import()`) on a signed-in page: at most 6 KB. */
const accountLayoutBudget = 6 * kib;
const accountLayout = (pages) => lazyChunk(pages, /^accountNav\.[\w-]+\.js$/, 'profile');

/** Issue 15: each demo theme's CSS (the edge inlines it in every page of its sites), at most 4 KB gzipped. */
const themeCssBudget = 4 * kib;

async function themeSizes() {
  const { projectModule } = await import('./projectModules.mjs');
  const { demoThemes } = await projectModule('gateway/seed/themeFiles.ts');
  const { themeCss } = await projectModule('src/site/theme.ts');
  return demoThemes().map((theme) => ({ name: theme.name, bytes: gzipSync(themeCss(theme), { level: 9 }).length }));
}

async function main() {
  if (!existsSync(dist)) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const pages = measure();
  if (process.argv.includes('--ceilings')) return printCeilings(pages);
  const stats = existsSync(join(root, buildStatsFile)) ? JSON.parse(readFileSync(join(root, buildStatsFile), 'utf8')) : undefined;
  console.log(`pages            ${pages.length}`);
  console.log(`build time       ${stats ? `${stats.seconds.toFixed(1)} s (astro build, ${stats.builtAt})` : 'unknown (no build stats)'}`);
  console.log(`islands on       ${pages.filter((page) => page.hasIsland).length} pages`);
  for (const kind of ['html', 'before', 'later']) {
    const values = pages.map((page) => page[kind]);
    const largest = pages.reduce((max, page) => (page[kind] > max[kind] ? page : max), pages[0]);
    console.log(`${kind.padEnd(6)} gzip      largest ${kb(largest[kind])} (${largest.path})  median ${kb(median(values))}`);
  }
  report(pages);
  const screenPages = pages.filter((page) => page.screen !== undefined);
  const failures = [
    ...pages.filter((page) => page.html > htmlBudgetBytes).map((page) => `${page.path}: HTML ${kb(page.html)} gzipped exceeds ${kb(htmlBudgetBytes)}`),
    ...pages
      .filter((page) => !page.hasIsland && page.before + page.later + page.inlineJs > 0)
      .map((page) => `${page.path}: ships ${kb(page.before + page.later + page.inlineJs)} of JS (inline scripts included) without an island`),
    ...pages.filter((page) => page.styles.length > 0).map((page) => `${page.path}: loads a stylesheet (styles must be inline)`),
    ...screenPages
      .filter((page) => page.before > budgetFor(page.screen).limits.bytes)
      .map(
        (page) =>
          `${page.path}: JS before interaction ${kb(page.before)} gzipped exceeds the ${budgetFor(page.screen).why} limit of ${kb(budgetFor(page.screen).limits.bytes)}`,
      ),
    ...screenPages
      .filter((page) => page.requests > budgetFor(page.screen).limits.requests)
      .map((page) => `${page.path}: ${page.requests} script requests before interaction exceed the limit of ${budgetFor(page.screen).limits.requests}`),
  ];
  const menu = lazyMenu(pages);
  console.log(
    `\nreact-aria-components' card actions menu: ${kb(menu.bytes)} gzipped (${menu.files.length} files), fetched only once a card with actions is on the card screen; in the first scripts of ${menu.inFirstScripts.length} pages. Target ${kb(lazyMenuBudget.target)}${menu.bytes > lazyMenuBudget.target ? `: not met yet (ceiling ${kb(lazyMenuBudget.ceiling)})` : ': met'}.`,
  );
  failures.push(
    ...(menu.files.length === 0 ? ['the card actions menu (CardActionsMenu) is missing from the build'] : []),
    ...(menu.bytes > lazyMenuBudget.ceiling ? [`the card actions menu is ${kb(menu.bytes)} gzipped, over its ceiling of ${kb(lazyMenuBudget.ceiling)}`] : []),
    ...menu.inFirstScripts.slice(0, 5).map((path) => `${path}: loads the card actions menu before interaction`),
  );
  const layout = accountLayout(pages);
  console.log(
    `Account layout: ${kb(layout.bytes)} gzipped of JS added to a signed-in page (${layout.files.length} files, by import() after the first scripts; the layout itself is pre-rendered). Limit ${kb(accountLayoutBudget)}.`,
  );
  const themes = await themeSizes();
  console.log(`Theme CSS, gzipped: ${themes.map((theme) => `${theme.name} ${theme.bytes} B`).join(', ')}. Limit ${kb(themeCssBudget)} each.`);
  failures.push(
    ...(layout.files.length === 0 ? ['the account layout script (accountNav) is missing from the build'] : []),
    ...(layout.bytes > accountLayoutBudget ? [`the account layout adds ${kb(layout.bytes)} gzipped, over ${kb(accountLayoutBudget)}`] : []),
    ...themes.filter((theme) => theme.bytes > themeCssBudget).map((theme) => `theme ${theme.name}: CSS ${theme.bytes} B gzipped, over ${kb(themeCssBudget)}`),
  );
  if (failures.length > 0) {
    console.error(`\nOver budget (${failures.length}):`);
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

await main();
