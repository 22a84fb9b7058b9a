// The CMS wording in force, as the screens read it: a store of overrides and how they lie over a screen's built-in
// texts. Its own module, apart from the content call (content.ts), so a page paints without loading the call.
import { atom } from 'nanostores';
import type { Content } from '../../api/contracts/content';
import { pluralCategories, type PluralCategory } from '../../content/pluralCategories';
import type { PluralForms, TextValue } from '../../content/textKeys';

/** Text key -> CMS text. Empty until content arrives and after a failure, so screens show their built-in texts. */
export const $contentOverrides = atom<Content>({});
/** The content call failed: screens whose data is content (the careers list) say so rather than show nothing. */
export const $contentFailed = atom(false);

/**
 * The CMS's wording of a text that says a number: its forms as a nested answer gives them (`key.one`, `key.other`,
 * flattened), or one text for every number. The CMS writes in the page's language, whose plural rules then choose.
 */
function pluralOverride(overrides: Content, key: string): PluralForms | undefined {
  const forms: Partial<Record<PluralCategory, string>> = {};
  for (const category of pluralCategories) {
    const form = overrides[`${key}.${category}`];
    if (form !== undefined) forms[category] = form;
  }
  const other = forms.other ?? overrides[key];
  return other === undefined ? undefined : { ...forms, other };
}

/**
 * A screen's texts in force: each of its built-in texts, or the CMS text for the same key. Keys the screen does not
 * know are never taken, so the CMS cannot add or rename texts, only reword them.
 */
export function textsInForce<T extends Readonly<Record<string, TextValue>>>(builtIn: T, overrides: Content): T {
  let merged: Record<string, TextValue> | undefined;
  for (const key of Object.keys(builtIn)) {
    const builtInText = builtIn[key];
    if (typeof builtInText === 'object') {
      const forms = pluralOverride(overrides, key);
      if (forms !== undefined) (merged ??= { ...builtIn })[key] = { language: builtInText.language, forms };
      continue;
    }
    const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined;
    if (override !== undefined && override !== builtInText) (merged ??= { ...builtIn })[key] = override;
  }
  return (merged ?? builtIn) as T;
}
