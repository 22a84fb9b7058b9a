// The CMS wording in force, as the screens read it: a store of overrides and how they lie over a screen's built-in
// texts. Its own module, apart from the content call (content.ts), so a page paints without loading the call.
import { atom } from 'nanostores';
import type { Content } from '../../api/contracts/content';
import type { TextValue } from '../../content/textKeys';

/** Text key -> CMS text. Empty until content arrives and after a failure, so screens show their built-in texts. */
export const $contentOverrides = atom<Content>({});

/**
 * A screen's texts in force: each of its built-in texts, or the CMS text for the same key. Keys the screen does not
 * know are never taken, so the CMS cannot add or rename texts, only reword them.
 */
export function textsInForce<T extends Readonly<Record<string, TextValue>>>(builtIn: T, overrides: Content): T {
  let merged: Record<string, TextValue> | undefined;
  for (const key of Object.keys(builtIn)) {
    const builtInText = builtIn[key];
    const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
    if (override === undefined || override === builtInText) continue;
    // A CMS text for a text that says a number is its one form, whatever the number.
    (merged ??= { ...builtIn })[key] = typeof builtInText === 'object' ? { language: builtInText.language, forms: { other: override } } : override;
  }
  return (merged ?? builtIn) as T;
}
