import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageOf, locales } from './locales';

const files = readdirSync(new URL('../content/texts/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));

describe('the locale list and the built-in dictionaries', () => {
  it('give each of the 58 languages of the locale list a dictionary of its own', () => {
    const languages = [...new Set(locales.map((locale) => languageOf(locale)))];
    expect(languages).toHaveLength(58);
    expect(languages.filter((language) => !files.includes(language))).toEqual([]);
  });

  it('keep variant files only for locales of the list or their shared script (zh_tw for Hong Kong and Macau)', () => {
    const variants = files.filter((file) => file.includes('_'));
    expect(variants.filter((file) => !(locales as readonly string[]).includes(file))).toEqual([]);
  });
});
