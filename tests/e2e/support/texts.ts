// The built-in texts of a locale as its pages show them (src/content/texts, most specific file first: pt_br, then pt,
// then English), so a journey in ar_ae or pt_br finds its buttons and labels by the words a cardholder there reads.
import { readdirSync, readFileSync } from 'node:fs';
import type { TextKey } from '../../../src/content/textKeys';
import { fallbackChain } from '../../../src/content/translate';

export type Dictionary = Readonly<Record<string, unknown>>;

export function dictionary(file: string): Dictionary {
  try {
    return JSON.parse(readFileSync(new URL(`../../../src/content/texts/${file}.json`, import.meta.url), 'utf8')) as Dictionary;
  } catch {
    return {};
  }
}

/** Every text of a locale, plural texts as their forms: its files in the build's own fallback order, most specific last. */
export function localeDictionary(locale: string): Dictionary {
  return Object.assign({}, ...fallbackChain(locale).reverse().map(dictionary)) as Dictionary;
}

/** The plain texts of a locale by key: `textsOf('ar_ae')['login.submit']`. */
export function textsOf(locale: string): Readonly<Record<TextKey, string>> {
  return new Proxy(localeDictionary(locale), {
    get(target, key) {
      const value = typeof key === 'string' ? target[key] : undefined;
      if (typeof value !== 'string') throw new Error(`no plain text '${String(key)}' in ${locale}`);
      return value;
    },
  }) as Readonly<Record<TextKey, string>>;
}

/** A text with its {{placeholders}} filled, as the page shows it. */
export function filled(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{([\w-]+)\}\}/g, (match, name: string) => values[name] ?? match);
}

/** A text in every language: the subject of a message, say, whichever locale the cardholder registered in. */
export function inEveryLanguage(key: TextKey): ReadonlySet<string> {
  const files = readdirSync(new URL('../../../src/content/texts/', import.meta.url)).filter((file) => file.endsWith('.json'));
  return new Set(files.map((file) => dictionary(file.replace(/\.json$/, ''))[key]).filter((text): text is string => typeof text === 'string'));
}

/** A plural text of a locale in its form for `count` (CLDR rules of the locale's language), placeholders as written. */
export function pluralTextOf(locale: string, key: TextKey, count: number): string {
  const forms = localeDictionary(locale)[key];
  if (typeof forms !== 'object' || forms === null) throw new Error(`no plural text '${key}' in ${locale}`);
  const byCategory = forms as Readonly<Record<string, string>>;
  const form = byCategory[new Intl.PluralRules(locale.split('_')[0]).select(count)] ?? byCategory['other'];
  if (form === undefined) throw new Error(`no form for ${count} of '${key}' in ${locale}`);
  return form;
}
