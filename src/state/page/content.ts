// The CMS texts in force: what the content service sends, laid over each screen's built-in default texts; on any
// failure nothing is laid over (SPEC 7 content, SPEC 8 "Content failure: built-in default content").
import type { KyInstance } from 'ky';
import { contentRequest, fetchContent, localeFromContentPath, portalContentType } from '../../api/contentService';
import type { Content } from '../../api/contracts/content';
import type { SiteConfig } from '../../site/siteConfig';
import { $contentFailed, $contentOverrides } from './contentOverrides';

export interface ContentLocation {
  siteId: string;
  /** The content path: locale first, issuer segment removed (e.g. '/pt_br/account/profile/'). */
  pathname: string;
  /** The page was opened with `?cms-preview=draft`: an editor previews the CMS's draft texts (local and preview gateways). */
  preview?: boolean;
}

export async function loadContent(api: KyInstance, config: SiteConfig | undefined, location: ContentLocation): Promise<Content> {
  const request = contentRequest(config, {
    locale: localeFromContentPath(location.pathname),
    siteId: location.siteId,
    contentType: portalContentType,
    path: location.pathname,
    preview: location.preview === true,
  });
  let overrides: Content = {};
  try {
    overrides = await fetchContent(api, request);
  } catch {
    $contentFailed.set(true);
    // Silently, no alert: request.ts has logged a wrong shape, and content URLs pass through the error catalogue.
  }
  $contentOverrides.set(overrides);
  return overrides;
}
