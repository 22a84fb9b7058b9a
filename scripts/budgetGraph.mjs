// Pure parts of `npm run budget`: which scripts a built page names, which modules a built chunk imports, and the split
// of a page's JS into what is fetched before interaction and what only an `import()` loads later. No file access here:
// scripts/budget.mjs reads dist/ and passes the contents in (unit tests: scripts/budget.test.ts).

/**
 * The scripts a page starts on its own: `<script src>`, `<link rel="modulepreload">` (and `rel="preload" as="script"`),
 * and every island's component, renderer and before-hydration URLs (Astro's island runtime imports them as soon as it
 * hydrates; every island of this site is `client:load`). Inline scripts are listed apart: they travel inside the HTML,
 * so they count toward its size, not as requests.
 * @param {string} html
 * @returns {{ urls: string[], inlineScripts: string[] }}
 */
export function pageEntries(html) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\srel="modulepreload"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag)))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1])
    .filter((url) => url !== undefined);
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
    ...links,
    ...[...html.matchAll(/\s(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)].map((match) => match[1]),
  ];
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).filter((body) => body.trim() !== '');
  return { urls: [...new Set(urls)], inlineScripts };
}

// Not after a name character or a dot, so `x.import(` and `reimport` are not imports. Specifiers in Rolldown's output
// are double-quoted for static imports and back-quoted for dynamic ones; both (and single quotes) are read.
const staticImport = /(?<![\w$.])import\s*(?:[\w$*{},\s]+?\s*from\s*)?(["'`])([^"'`]+)\1/g;
const reExport = /(?<![\w$.])export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[\w$,\s]*\})\s*from\s*(["'`])([^"'`]+)\1/g;
const dynamicImport = /(?<![\w$.])import\s*\(\s*(["'`])([^"'`$]+)\1\s*\)/g;

/**
 * The module specifiers a built (minified ES module) chunk imports: `static` from `import … from`, bare `import "…"`
 * and `export … from`; `dynamic` from `import("…")` with a literal specifier. Each list is in source order, without
 * repeats.
 * @param {string} source
 * @returns {{ static: string[], dynamic: string[] }}
 */
export function chunkImports(source) {
  const specifiers = (pattern) => [...new Set([...source.matchAll(pattern)].map((match) => match[2]))];
  return { static: [...new Set([...specifiers(staticImport), ...specifiers(reExport)])], dynamic: specifiers(dynamicImport) };
}

/**
 * Splits what a page can load. `before`: the entries and everything they import statically, transitively (the browser
 * fetches all of it before the island can hydrate). `later`: what is reachable only through a dynamic `import()` from
 * any of those files (with its own static imports, less what `before` already holds), transitively.
 * @template T
 * @param {readonly T[]} entries
 * @param {(file: T) => { static: readonly T[], dynamic: readonly T[] }} importsOf the resolved imports of one file
 * @returns {{ before: T[], later: T[] }}
 */
export function splitGraph(entries, importsOf) {
  const before = staticClosure(entries, importsOf, new Set());
  const later = new Set();
  const pending = [...before];
  while (pending.length > 0) {
    const file = /** @type {T} */ (pending.pop());
    const reached = staticClosure(importsOf(file).dynamic, importsOf, new Set([...before, ...later]));
    for (const added of reached) {
      later.add(added);
      pending.push(added);
    }
  }
  return { before: [...before], later: [...later] };
}

/**
 * The files reachable from `starts` through static imports, leaving out (and not walking past) those in `known`.
 * @template T
 * @param {readonly T[]} starts
 * @param {(file: T) => { static: readonly T[] }} importsOf
 * @param {ReadonlySet<T>} known
 * @returns {Set<T>}
 */
function staticClosure(starts, importsOf, known) {
  const reached = new Set();
  const queue = starts.filter((file) => !known.has(file));
  while (queue.length > 0) {
    const file = /** @type {T} */ (queue.shift());
    if (reached.has(file)) continue;
    reached.add(file);
    for (const imported of importsOf(file).static) if (!known.has(imported) && !reached.has(imported)) queue.push(imported);
  }
  return reached;
}

/**
 * The limits a screen is held to. `target` is the budget; `ceiling`, when the screen has one, is what it may
 * not grow past while it is still above the target (a ratchet: lowered as pages shrink, dropped once the target is met).
 * @param {{ target: { bytes: number, requests: number }, ceiling?: { bytes?: number, requests?: number } }} row
 * @returns {{ bytes: number, requests: number }}
 */
export function limitsOf(row) {
  return { bytes: row.ceiling?.bytes ?? row.target.bytes, requests: row.ceiling?.requests ?? row.target.requests };
}
