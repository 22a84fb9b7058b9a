// Built-in default texts per locale with the fallback chain pt_br -> pt -> en (SPEC 1).
import { completeTextsSchema, sourceLanguage, textKeys, type TextKey, type Texts } from './textKeys';

/** Dictionaries by file name: a language (`pt`) or a locale (`pt_br`). */
export type Dictionaries = Readonly<Record<string, Partial<Texts>>>;

export class MissingSourceTextError extends Error {
  override readonly name = 'MissingSourceTextError';
  constructor(
    readonly file: string,
    readonly key: string,
  ) {
    super(`${file}: the English source text is missing key '${key}'`);
  }
}

/** Files consulted for a locale, most specific first. */
export function fallbackChain(locale: string): string[] {
  const language = locale.slice(0, 2);
  return [...new Set([locale, language, sourceLanguage])];
}

/** Complete texts for a locale. Throws naming the file and key when English is incomplete. */
export function textsFor(locale: string, dictionaries: Dictionaries): Texts {
  const source = dictionaries[sourceLanguage] ?? {};
  const checked = completeTextsSchema.safeParse(source);
  if (!checked.success) {
    const key = String(checked.error.issues[0]?.path[0] ?? Object.keys(textKeys).find((k) => !(k in source)));
    throw new MissingSourceTextError(`src/content/texts/${sourceLanguage}.json`, key);
  }
  const layers = fallbackChain(locale).map((file) => dictionaries[file] ?? {});
  const texts = {} as Texts;
  for (const key of Object.keys(textKeys) as TextKey[]) {
    texts[key] = layers.find((layer) => layer[key] !== undefined)?.[key] ?? checked.data[key];
  }
  return texts;
}
