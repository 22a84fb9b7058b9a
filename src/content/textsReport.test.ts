import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileProblems, pluralCategoriesOf, textsReport, type RawDictionaries } from './textsReport';
import { textKeys } from './textKeys';
import { fallbackChain } from './translate';

const folder = new URL('./texts/', import.meta.url);
const dictionaries: RawDictionaries = Object.fromEntries(
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown>]),
);
const english = dictionaries['en'] ?? {};
/** The languages with a file of their own (the locale list's coverage is checked in src/site/localeTexts.test.ts). */
const languages = Object.keys(dictionaries).filter((file) => !file.includes('_'));

describe('the built-in dictionaries', () => {
  it('translate every key in every language, with placeholders and plural forms as English has them', () => {
    const { rows, problemCount } = textsReport(dictionaries, languages, fallbackChain);
    expect(rows.filter((row) => row.problems.length > 0).map((row) => `${row.file}: ${row.problems.join('; ')}`)).toEqual([]);
    expect(problemCount).toBe(0);
    for (const row of rows.filter((candidate) => !candidate.file.includes('_'))) expect(row.translated, row.file).toBe(Object.keys(textKeys).length);
  });

  it('keep the variants that differ as files of their own, falling back to their language', () => {
    const { rows } = textsReport(dictionaries, languages, fallbackChain);
    const variants = Object.fromEntries(rows.filter((row) => row.file.includes('_')).map((row) => [row.file, row]));
    expect(Object.keys(variants).sort()).toEqual(['en_gb', 'es_es', 'fr_ca', 'pt_br', 'zh_tw']);
    expect(Object.keys(variants['es_es']?.fallsBackTo ?? {})).toEqual(['es']);
    expect(Object.keys(variants['fr_ca']?.fallsBackTo ?? {})).toEqual(['fr']);
    expect(variants['pt_br']?.translated).toBe(Object.keys(textKeys).length);
    expect(variants['zh_tw']?.translated).toBe(Object.keys(textKeys).length);
  });

  it('use Traditional characters in zh_tw where zh has Simplified ones', () => {
    expect(dictionaries['zh']?.['title.registration']).not.toEqual(dictionaries['zh_tw']?.['title.registration']);
    expect(String(dictionaries['zh_tw']?.['login.email.label'])).toMatch(/[郵號]/);
    expect(String(dictionaries['zh']?.['login.email.label'])).toMatch(/[邮]/);
  });
});

describe('fileProblems', () => {
  it('names an unknown key', () => {
    expect(fileProblems('de', { 'title.logn': 'Anmelden' }, english)).toEqual(['title.logn: unknown key (not in src/content/keys)']);
  });

  it('names a placeholder that was translated or dropped', () => {
    expect(fileProblems('de', { 'error.reference': 'Referenz: {{Referenz}}' }, english)).toEqual([
      'error.reference: placeholders {{Referenz}}, English has {{X-CID}}',
    ]);
  });

  it('names plural forms that do not match the language', () => {
    const forms = { one: '{{minutes}} minuta', other: '{{minutes}} minut' };
    expect(fileProblems('pl', { 'login.userLocked': forms }, english)).toEqual(['login.userLocked: plural forms one/other, but pl takes one/few/many/other']);
    expect(fileProblems('ja', { 'login.userLocked': { other: '{{minutes}}分' } }, english)).toEqual([]);
  });

  it('names a placeholder in single braces, which is never filled, in English as in a translation', () => {
    const source = { ...english, 'policy.version': 'Version {version}' };
    expect(fileProblems('en', source, source)).toEqual(['policy.version: a placeholder in single braces is never filled (write {{name}})']);
    expect(fileProblems('de', { 'policy.version': 'Version {{version}}' }, english)).toEqual([]);
  });

  it('names markup and a label far longer than English', () => {
    expect(fileProblems('de', { 'login.failed': '<b>Fehler</b>' }, english)).toEqual([
      'login.failed: markup in a text (texts are shown as words, never as HTML)',
    ]);
    expect(fileProblems('fi', { 'login.submit': 'Kirjaudu sisään palveluun nyt heti' }, english)[0]).toMatch(
      /^login\.submit: 34 characters, more than twice the English 7/,
    );
  });

  it('names a page description longer than a search result shows', () => {
    expect(fileProblems('de', { 'seo.description.login': 'x'.repeat(161) }, english)).toEqual([
      'seo.description.login: 161 characters, more than a search result shows (160)',
    ]);
  });

  it('reports a missing key as English showing, and a missing file', () => {
    const { ['title.login']: _missing, ...german } = dictionaries['de'] ?? {};
    const { rows } = textsReport({ en: english, de: german }, ['en', 'de', 'fr'], fallbackChain);
    expect(rows.find((row) => row.file === 'de')?.problems).toEqual(['title.login: missing, shows English']);
    expect(rows.find((row) => row.file === 'fr')?.problems).toEqual(['no file src/content/texts/fr.json']);
  });
});

describe('pluralCategoriesOf', () => {
  it.each([
    ['en', ['one', 'other']],
    ['ar', ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['ru', ['one', 'few', 'many', 'other']],
    ['ja', ['other']],
  ])('%s takes %j', (language, categories) => {
    expect(pluralCategoriesOf(language)).toEqual(categories);
  });
});
