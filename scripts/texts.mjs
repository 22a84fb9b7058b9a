// `npm run texts`: the state of the built-in texts for translators and editors. For every language of the locale list
// (src/site/locales.ts) and every variant file (pt_br, zh_tw...), the keys it translates, the keys that fall back and
// to which file, and each problem: a missing key (English would show), an unknown key, placeholders or plural forms
// unlike English, markup, a label more than twice as long as English. Exits 1 on any problem; `npm test` runs it.
// Options: --verbose (every problem, not only the first five per file).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectModule } from './projectModules.mjs';
import { root } from './stack.mjs';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const { textsReport } = await projectModule('src/content/textsReport.ts');
const { fallbackChain } = await projectModule('src/content/translate.ts');
const { locales, languageOf } = await projectModule('src/site/locales.ts');

const folder = join(root, 'src', 'content', 'texts');
const dictionaries = Object.fromEntries(
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(folder, file), 'utf8'))]),
);
const languages = [...new Set(locales.map((locale) => languageOf(locale)))];
const { rows, problemCount } = textsReport(dictionaries, languages, fallbackChain);
const englishKeys = Object.keys(dictionaries.en ?? {}).length;

console.log(`Built-in texts: English has ${englishKeys} keys; ${languages.length} languages in the locale list.\n`);
console.log(`${'file'.padEnd(7)} ${'translated'.padStart(10)}  ${'falls back'.padEnd(22)} problems`);
for (const row of rows) {
  const fallback = Object.entries(row.fallsBackTo)
    .map(([file, count]) => `${count} to ${file}`)
    .join(', ');
  console.log(`${row.file.padEnd(7)} ${String(row.translated).padStart(10)}  ${(fallback || '-').padEnd(22)} ${row.problems.length}`);
  for (const problem of values.verbose ? row.problems : row.problems.slice(0, 5)) console.log(`          ${problem}`);
  if (!values.verbose && row.problems.length > 5) console.log(`          … ${row.problems.length - 5} more (--verbose)`);
}
console.log(`\n${rows.length} files, ${problemCount} problem(s).`);
process.exit(problemCount > 0 ? 1 : 0);
