// The texts in force: built-in default texts overlaid with the CMS content; on any failure the built-in ones (SPEC 7, SPEC 8).
import type { KyInstance } from 'ky';
import { atom } from 'nanostores';
import { contentRequest, fetchContent, localeFromContentPath, portalContentType } from '../api/contentService';
import type { Content } from '../api/contracts/content';
import { textKeys, type TextKey, type Texts } from '../content/textKeys';
import { interpolate } from '../content/translate';
import type { SiteConfig } from '../site/siteConfig';

export const $content = atom<Texts | undefined>(undefined);

export interface ContentLocation {
  siteId: string;
  /** The content path: locale first, issuer segment removed (e.g. '/pt_br/account/profile/'). */
  pathname: string;
}

function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(textKeys, key);
}

/** Only known keys with string values override; anything else the CMS sends is ignored. */
export function overlay(texts: Texts, content: Content): Texts {
  const merged: Texts = { ...texts };
  for (const [key, value] of Object.entries(content)) {
    if (isTextKey(key) && typeof value === 'string') merged[key] = value;
  }
  return merged;
}

export async function loadContent(api: KyInstance, config: SiteConfig | undefined, location: ContentLocation, builtInTexts: Texts): Promise<Texts> {
  $content.set(builtInTexts);
  const request = contentRequest(config, {
    locale: localeFromContentPath(location.pathname),
    siteId: location.siteId,
    contentType: portalContentType,
    path: location.pathname,
  });
  let texts = builtInTexts;
  try {
    texts = overlay(builtInTexts, await fetchContent(api, request));
  } catch {
    // SPEC 8 "Content failure: built-in default content": silently, no alert; request.ts has logged a wrong shape.
  }
  $content.set(texts);
  return texts;
}

/** A text in force with its {{placeholders}} filled; undefined until content is loaded. */
export function text(key: TextKey, values: Readonly<Record<string, string>> = {}): string | undefined {
  const texts = $content.get();
  return texts === undefined ? undefined : interpolate(texts[key], values);
}
