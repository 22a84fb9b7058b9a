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
