// Built-in default texts per locale with the fallback chain pt_br -> pt -> en (SPEC 1).
import { completeTextsSchema, sourceLanguage, textKeys, type DictionaryTexts, type TextKey, type Texts, type TextValue } from './textKeys';

/** Dictionaries by file name: a language (`pt`) or a locale (`pt_br`). */
export type Dictionaries = Readonly<Record<string, Partial<DictionaryTexts>>>;

export class MissingSourceTextError extends Error {
  override readonly name = 'MissingSourceTextError';
  readonly file: string;
  readonly key: string;
  // Fields assigned in the body (no parameter properties), so `npm run texts` runs this module with Node's type stripping.
  constructor(file: string, key: string) {
    super(`${file}: the English source text is missing key '${key}'`);
    this.file = file;
    this.key = key;
  }
}

/**
 * Variant files a locale reads before its language's file: the Traditional Chinese of Taiwan for Hong Kong and Macau,
 * British spelling for English outside North America and the Philippines (docs/decisions.md).
 */
function variantOf(locale: string): string | undefined {
  if (locale === 'zh_hk' || locale === 'zh_mo') return 'zh_tw';
  if (locale.startsWith('en_') && !['en_us', 'en_ca', 'en_ph', 'en_gb'].includes(locale)) return 'en_gb';
  return undefined;
}

/** Files consulted for a locale, most specific first. */
export function fallbackChain(locale: string): string[] {
  const language = locale.slice(0, 2);
  const variant = variantOf(locale);
  return [...new Set([locale, ...(variant === undefined ? [] : [variant]), language, sourceLanguage])];
}

/** Complete texts for a locale. Throws naming the file and key when English is incomplete. */
export function textsFor(locale: string, dictionaries: Dictionaries): Texts {
  const source = dictionaries[sourceLanguage] ?? {};
  const checked = completeTextsSchema.safeParse(source);
  if (!checked.success) {
    const key = String(checked.error.issues[0]?.path[0] ?? Object.keys(textKeys).find((k) => !(k in source)));
    throw new MissingSourceTextError(`src/content/texts/${sourceLanguage}.json`, key);
  }
  const layers = fallbackChain(locale).map((file) => ({ language: file.slice(0, 2), texts: dictionaries[file] ?? {} }));
  const texts: Record<string, TextValue> = {};
  for (const key of Object.keys(textKeys) as TextKey[]) {
    const layer = layers.find((candidate) => candidate.texts[key] !== undefined);
    const value = layer?.texts[key] ?? checked.data[key];
    // A plural text keeps the language it is written in: its forms follow that language's plural rules.
    texts[key] = typeof value === 'string' ? value : { language: layer?.language ?? sourceLanguage, forms: value };
  }
  return texts as Texts;
}
