// The CMS wording in force, as the screens read it: a store of overrides and how they lie over a screen's built-in
// texts. Its own module, apart from the content call (content.ts), so a page paints without loading the call.
import { atom } from 'nanostores';
import type { Content } from '../../api/contracts/content';

/** Text key -> CMS text. Empty until content arrives and after a failure, so screens show their built-in texts. */
export const $contentOverrides = atom<Content>({});

/**
 * A screen's texts in force: each of its built-in texts, or the CMS text for the same key. Keys the screen does not
 * know are never taken, so the CMS cannot add or rename texts, only reword them.
 */
export function textsInForce<T extends Readonly<Record<string, string>>>(builtIn: T, overrides: Content): T {
  let merged: Record<string, string> | undefined;
  for (const key of Object.keys(builtIn)) {
    const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
    if (override !== undefined && override !== builtIn[key]) (merged ??= { ...builtIn })[key] = override;
  }
  return (merged ?? builtIn) as T;
}
