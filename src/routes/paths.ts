// URL shapes of the portal: /{issuer?}/{locale}/account/{route}/ (SPEC 2).

/** Path of a screen, with the optional issuer segment in front. */
export function accountPath(locale: string, segment: string, issuer?: string): string {
  return `${issuer ? `/${issuer}` : ''}/${locale}/account/${segment}/`;
}

/** Issuer segments: lower-case letters, digits and inner hyphens, not shaped like a locale. */
export const issuerPattern = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** Proxy-CDN path of a site's config (SPEC 7: "a path including the site name"). */
export const siteConfigCdnPrefix = '/cdn/site-config/';

export function siteConfigCdnPath(siteId: string): string {
  return `${siteConfigCdnPrefix}${encodeURIComponent(siteId)}.json`;
}

/** Gateway path of the site-config service (SPEC 7). */
export function siteConfigServicePath(siteId: string): string {
  return `/gateway/api/site-config-service/config/site/${encodeURIComponent(siteId)}`;
}

/** The reference gateway's themes beside its site configs (src/site/theme.ts); a bank's gateway may have none (404). */
export function themeServicePath(name: string): string {
  return `/gateway/api/site-config-service/config/theme/${encodeURIComponent(name)}`;
}
