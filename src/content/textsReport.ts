// What `npm run texts` reports for translators and editors: per language of the locale list, how many keys its files
// translate, which fall back (and to which file), unknown keys, and placeholders or plural forms that do not match
// English. Any problem fails the run, so a text added later arrives in every language.
import { pluralCategories, pluralTextKeys, sourceLanguage, textKeys, type PluralCategory } from './textKeys';

/** Dictionaries by file name (`de`, `pt_br`), as read from src/content/texts, not yet checked. */
export type RawDictionaries = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface LanguageRow {
  /** The file's name: a language (`de`) or a variant (`pt_br`). */
  file: string;
  /** Keys the file holds that are known. */
  translated: number;
  /** Keys the file lacks, grouped by the file they fall back to. */
  fallsBackTo: Readonly<Record<string, number>>;
  /** Problems, each one line naming the key. */
  problems: readonly string[];
}

/** A label, title, button or link may be at most this many times as long as English (plus a little for short words). */
const longLabelFactor = 2;
const longLabelSlack = 4;
const labelLike = /(\.label|^title\.|submit|\.link)$/;
/** A page description longer than this is cut in search results (src/layouts/pageMeta.ts). */
const searchResultLength = 160;

const placeholdersOf = (text: string): string =>
  [...text.matchAll(/\{\{[\w-]+\}\}/g)]
    .map((match) => match[0])
    .sort()
    .join(' ');

/** The plural categories a language's numbers take (CLDR through Intl.PluralRules). */
export function pluralCategoriesOf(language: string): PluralCategory[] {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as readonly string[];
  return pluralCategories.filter((category) => used.includes(category));
}

function checkPluralText(file: string, key: string, value: unknown, source: Readonly<Record<string, unknown>>): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${key}: plural forms expected (an object), found ${typeof value}`];
  const language = file.slice(0, 2);
  const expected = pluralCategoriesOf(language);
  const forms = value as Record<string, unknown>;
  const found = Object.keys(forms);
  const problems: string[] = [];
  const missing = expected.filter((category) => !found.includes(category));
  const extra = found.filter((category) => !(expected as string[]).includes(category));
  if (missing.length > 0 || extra.length > 0) {
    problems.push(`${key}: plural forms ${found.join('/') || '(none)'}, but ${language} takes ${expected.join('/')}`);
  }
  const englishPlaceholders = placeholdersOf(typeof source['other'] === 'string' ? source['other'] : '');
  for (const [category, text] of Object.entries(forms)) {
    if (typeof text !== 'string') problems.push(`${key}.${category}: not a text`);
    else if (placeholdersOf(text) !== englishPlaceholders) {
      problems.push(`${key}.${category}: placeholders ${placeholdersOf(text) || '(none)'}, English has ${englishPlaceholders || '(none)'}`);
    }
  }
  return problems;
}

/** `{name}` in single braces: interpolate() fills only `{{name}}`, so the reader would see the braces. */
const singleBraced = /(?<!\{)\{[\w-]+\}(?!\})/;

function checkText(key: string, value: unknown, source: string): string[] {
  if (typeof value !== 'string') return [`${key}: a text expected, found ${typeof value}`];
  const problems: string[] = [];
  if (singleBraced.test(value)) problems.push(`${key}: a placeholder in single braces is never filled (write {{name}})`);
  if (placeholdersOf(value) !== placeholdersOf(source)) {
    problems.push(`${key}: placeholders ${placeholdersOf(value) || '(none)'}, English has ${placeholdersOf(source) || '(none)'}`);
  }
  if (/<[a-z!/]/i.test(value)) problems.push(`${key}: markup in a text (texts are shown as words, never as HTML)`);
  if (key.startsWith('seo.description.') && value.length > searchResultLength) {
    problems.push(`${key}: ${value.length} characters, more than a search result shows (${searchResultLength})`);
  }
  if (labelLike.test(key) && value.length > longLabelFactor * source.length + longLabelSlack) {
    problems.push(`${key}: ${value.length} characters, more than twice the English ${source.length} in a place without room`);
  }
  return problems;
}

/** The problems of one file: unknown keys, texts of the wrong shape, placeholders or plural forms unlike English. */
export function fileProblems(file: string, dictionary: Readonly<Record<string, unknown>>, english: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(dictionary)) {
    if (!Object.hasOwn(textKeys, key)) {
      problems.push(`${key}: unknown key (not in src/content/keys)`);
      continue;
    }
    const source = english[key];
    if (Object.hasOwn(pluralTextKeys, key)) problems.push(...checkPluralText(file, key, value, (source ?? {}) as Record<string, unknown>));
    else problems.push(...checkText(key, value, typeof source === 'string' ? source : ''));
  }
  return problems;
}

/**
 * One row per file: languages of `languages` (each must have a file) and the variant files beside them. A language's
 * missing keys fall back to English and are problems; a variant's fall back to the files after it in `chainOf`.
 */
export function textsReport(
  dictionaries: RawDictionaries,
  languages: readonly string[],
  chainOf: (file: string) => readonly string[],
): { rows: LanguageRow[]; problemCount: number } {
  const english = dictionaries[sourceLanguage] ?? {};
  const keys = Object.keys(textKeys);
  const variants = Object.keys(dictionaries).filter((file) => file.includes('_'));
  // English is checked against itself too: a placeholder it writes wrongly is wrong in every language.
  const files = [...languages, ...variants].sort();
  const rows = files.map((file): LanguageRow => {
    const dictionary = dictionaries[file];
    if (dictionary === undefined) {
      return { file, translated: 0, fallsBackTo: { [sourceLanguage]: keys.length }, problems: [`no file src/content/texts/${file}.json`] };
    }
    const problems = fileProblems(file, dictionary, english);
    const fallsBackTo: Record<string, number> = {};
    // A variant's missing keys are its parent's; a language's go to English, which is a missing translation.
    const parents = chainOf(file).filter((candidate) => candidate !== file);
    for (const key of keys) {
      if (Object.hasOwn(dictionary, key)) continue;
      const from = parents.find((parent) => dictionaries[parent] !== undefined && Object.hasOwn(dictionaries[parent], key)) ?? sourceLanguage;
      fallsBackTo[from] = (fallsBackTo[from] ?? 0) + 1;
      if (from === sourceLanguage && file.slice(0, 2) !== sourceLanguage) problems.push(`${key}: missing, shows English`);
    }
    const translated = Object.keys(dictionary).filter((key) => Object.hasOwn(textKeys, key)).length;
    return { file, translated, fallsBackTo, problems };
  });
  return { rows, problemCount: rows.reduce((sum, row) => sum + row.problems.length, 0) };
}
