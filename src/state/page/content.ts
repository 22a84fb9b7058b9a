// The CMS texts in force: what the content service sends, laid over each screen's built-in default texts; on any
// failure nothing is laid over (SPEC 7 content, SPEC 8 "Content failure: built-in default content").
import type { KyInstance } from 'ky';
import { atom } from 'nanostores';
import { contentRequest, fetchContent, localeFromContentPath, portalContentType } from '../../api/contentService';
import type { Content } from '../../api/contracts/content';
import type { SiteConfig } from '../../site/siteConfig';

/** Text key -> CMS text. Empty until content arrives and after a failure, so screens show their built-in texts. */
export const $contentOverrides = atom<Content>({});

export interface ContentLocation {
  siteId: string;
  /** The content path: locale first, issuer segment removed (e.g. '/pt_br/account/profile/'). */
  pathname: string;
}

export async function loadContent(api: KyInstance, config: SiteConfig | undefined, location: ContentLocation): Promise<Content> {
  const request = contentRequest(config, {
    locale: localeFromContentPath(location.pathname),
    siteId: location.siteId,
    contentType: portalContentType,
    path: location.pathname,
  });
  let overrides: Content = {};
  try {
    overrides = await fetchContent(api, request);
  } catch {
    // Silently, no alert: request.ts has logged a wrong shape, and content URLs pass through the error catalogue.
  }
  $contentOverrides.set(overrides);
  return overrides;
}

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
