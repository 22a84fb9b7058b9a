// The texts one screen needs, picked at build so a page carries only those (its HTML stays within one round trip).
import type { TextKey, Texts } from './textKeys';

export function pickTexts<K extends TextKey>(texts: Texts, keys: readonly K[]): Pick<Texts, K> {
  const picked = {} as Pick<Texts, K>;
  for (const key of keys) picked[key] = texts[key];
  return picked;
}
