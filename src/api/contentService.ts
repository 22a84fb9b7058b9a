// The content calls of SPEC 7 "Site config, offers and content": which URLs to fetch (version 2 or 3) and fetching them.
import type { KyInstance } from 'ky';
import type { SiteConfig } from '../site/siteConfig';
import { siteSettingsOf } from '../site/siteSettings';
import { contentAnswerSchema, contentPaths, flattenContent, portalKeys, type Content, type ContentVersion } from './contracts/content';
import { getJson } from './request';

export { localeFromContentPath } from './contracts/content';

/** The CMS tenant whose sites stay on version 2. */
const mainTenant = 'main';

/** The application name sent as contentType; the extra path's 'vpp' names the same application. */
export const portalContentType = 'vpp';

export interface ContentTarget {
  locale: string;
  siteId: string;
  /** Application name. */
  contentType: string;
  /** The content path, e.g. '/en_us/account/profile/'; its segments follow the site id in the extra URL. */
  path: string;
  /** An editor's preview of the CMS's draft texts (`preview=draft`; local and preview gateways answer it). */
  preview?: boolean;
}

export interface ContentRequest {
  version: ContentVersion;
  /** Relative to the API base. */
  url: string;
  /** Version 3 only: the tenant's extra content, overlaid on `url`'s answer. */
  extraUrl?: string;
  /** How the site's CMS names the portal's texts (siteSettings cmsKeys); none without site config. */
  keys: { readonly root: string | undefined; readonly map: Readonly<Record<string, string>> };
}

const sameKeys = { root: undefined, map: {} } as const;

function restUrl(query: Record<string, string>): string {
  return `${contentPaths.rest}?${new URLSearchParams(query).toString()}`;
}

function extraUrl(siteId: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  return [contentPaths.extra, encodeURIComponent(siteId), ...segments].join('/');
}

/** SPEC 7: version 3 plus the extra URL for a non-main CMS tenant, version 2 otherwise, version 2 with locale only without site config. */
export function contentRequest(config: SiteConfig | undefined, { locale, siteId, contentType, path, preview = false }: ContentTarget): ContentRequest {
  const draft: Record<string, string> = preview ? { preview: 'draft' } : {};
  if (config === undefined) return { version: '2', url: restUrl({ version: '2', locale, ...draft }), keys: sameKeys };
  const { cmsTenant: tenant, cmsKeys: keys } = siteSettingsOf(config);
  const version: ContentVersion = tenant !== undefined && tenant !== mainTenant ? '3' : '2';
  const url = restUrl({ version, contentType, level: '-1', locale, siteId, ...draft });
  if (version === '2') return { version, url, keys };
  return { version, url, extraUrl: `${extraUrl(siteId, path)}${preview ? '?preview=draft' : ''}`, keys };
}

/**
 * Fetches the content, flat or nested (flattened into dotted keys), the extra content overlaid, in the portal's key
 * names; throws GatewayError or ResponseShapeError like every call. Texts are words: screens never render them as HTML.
 */
export async function fetchContent(api: KyInstance, request: ContentRequest): Promise<Content> {
  const [content, extra] = await Promise.all([
    getJson(api, request.url, contentAnswerSchema),
    request.extraUrl === undefined ? {} : getJson(api, request.extraUrl, contentAnswerSchema),
  ]);
  return portalKeys({ ...flattenContent(content), ...flattenContent(extra) }, request.keys);
}
