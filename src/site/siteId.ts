// Site-id derivation from host, optional issuer segment and locale (SPEC 1).

export interface SiteAddress {
  /** Host as the browser sent it; may carry a port and any letter case. */
  host: string;
  /** Optional issuer path segment in front of the locale. */
  issuer?: string | undefined;
  /** language_country locale of the URL. */
  locale: string;
}

const shadowSuffix = '-shdw';

/** Hosts whose first label starts with this serve promotions: one site per host and locale. */
const promotionsLabel = 'promotions';

/** Lower-case host without port or trailing dot. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  return withoutPort.replace(/\.$/, '');
}

export function isPromotionsHost(host: string): boolean {
  return normalizeHost(host).split('.')[0]?.startsWith(promotionsLabel) ?? false;
}

/** Removes the '-shdw' marker of shadow (pre-production) deployments wherever it ends a host label or the id. */
export function removeShadowSuffix(id: string): string {
  return id.replace(/-shdw(?=$|[._])/g, '');
}

/**
 * Promotions hosts: `host_locale`. Other hosts: the host, plus `_issuer` when an issuer segment is present.
 * The '-shdw' suffix is removed from the result.
 */
export function deriveSiteId({ host, issuer, locale }: SiteAddress): string {
  const normalizedHost = normalizeHost(host);
  const issuerPart = issuer?.trim().toLowerCase();
  const id = isPromotionsHost(normalizedHost) ? `${normalizedHost}_${locale.toLowerCase()}` : issuerPart ? `${normalizedHost}_${issuerPart}` : normalizedHost;
  return removeShadowSuffix(id);
}

export { shadowSuffix };
