// Links to a site's pages for e-mails and redirects (SPEC 1 site id, SPEC 2 routes), from trusted parts only.
import type { GatewayEnv } from '../env';
import { issuerCookiePath } from '../auth/cookies';
import { isDevelopmentEnvironment } from '../environment';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A loopback origin the request names (Origin, else Referer, else its own URL), or undefined. */
function loopbackOrigin(request: Request): string | undefined {
  const candidates = [request.headers.get('Origin'), request.headers.get('Referer'), request.url];
  for (const candidate of candidates) {
    if (candidate === null || !URL.canParse(candidate)) continue;
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname)) return url.origin;
  }
  return undefined;
}

/** The host a site id names (SPEC 1: `host`, `host_issuer` or `host_locale`). */
export function hostOfSiteId(siteId: string): string {
  const separator = siteId.indexOf('_');
  return separator < 0 ? siteId : siteId.slice(0, separator);
}

/**
 * The origin a site's links point to. Never taken from a request header alone: the site's configured `origin`
 * (sites.origin, https) first; in local and preview runs a loopback origin the request came from (the port is not
 * known in advance); otherwise https and the host the site id names, which is the host the site is served on.
 */
export async function trustedSiteOrigin(env: GatewayEnv, request: Request, siteId: string): Promise<string> {
  const row = await env.DB.prepare('SELECT origin FROM sites WHERE site_id = ?').bind(siteId).first<{ origin: string | null }>();
  if (row?.origin) return row.origin;
  if (isDevelopmentEnvironment(env.ENVIRONMENT)) {
    const loopback = loopbackOrigin(request);
    if (loopback !== undefined) return loopback;
  }
  return `https://${hostOfSiteId(siteId)}`;
}

/** `/{issuer}/{locale}/account/{route}/` or `/{locale}/account/{route}/`: the issuer path is kept (SPEC 2). */
export function sitePagePath(siteId: string, locale: string, route: string): string {
  return `${issuerCookiePath(siteId)}${locale}/account/${route}/`;
}

/** An absolute link to a site page, with query parameters. */
export async function sitePageLink(
  env: GatewayEnv,
  request: Request,
  page: { siteId: string; locale: string; route: string; query?: Record<string, string> },
): Promise<string> {
  const url = new URL(sitePagePath(page.siteId, page.locale, page.route), await trustedSiteOrigin(env, request, page.siteId));
  for (const [name, value] of Object.entries(page.query ?? {})) url.searchParams.set(name, value);
  return url.toString();
}
