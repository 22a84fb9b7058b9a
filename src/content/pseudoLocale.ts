// The texts of the development pseudo-locales (src/site/locales.ts pseudoLocales), made from English: en_xa accents
// every letter and pads each text by 40% inside brackets ("[Śíĝñ íñ ·····]"), so a text that is not from content shows
// plain and a label that clips loses its closing bracket; ar_xb shows English mirrored right to left. Placeholders
// stay as written, so values still fill them.
import type { DictionaryTexts, PluralForms } from './textKeys';

const accents: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Splits a text into words and placeholders, so only words change. */
function mapWords(text: string, change: (words: string) => string): string {
  return text
    .split(/(\{\{[\w-]+\}\})/g)
    .map((part) => (/^\{\{[\w-]+\}\}$/.test(part) ? part : change(part)))
    .join('');
}

export function accented(text: string): string {
  if (text === '') return text;
  const changed = mapWords(text, (words) => [...words].map((character) => accents[character] ?? character).join(''));
  const padding = '·'.repeat(Math.max(1, Math.ceil(text.length * 0.4)));
  return `[${changed} ${padding}]`;
}

/** Right-to-left override around each run of words: English shown mirrored, as a right-to-left language lays out. */
export function mirrored(text: string): string {
  return mapWords(text, (words) => (words === '' ? words : `\u202e${words}\u202c`));
}

/** A whole dictionary of a pseudo-locale from the English one, plural texts form by form. */
export function pseudoDictionary(english: DictionaryTexts, change: (text: string) => string): DictionaryTexts {
  const result: Record<string, string | PluralForms> = {};
  for (const [key, value] of Object.entries(english)) {
    result[key] =
      typeof value === 'string' ? change(value) : (Object.fromEntries(Object.entries(value).map(([form, text]) => [form, change(text ?? '')])) as PluralForms);
  }
  return result as DictionaryTexts;
}
