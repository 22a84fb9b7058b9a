// The session cookies of SPEC 9: HttpOnly SESSION with the access token, readable gmap_authenticated and gmap_user_type;
// and the HttpOnly refresh cookie with its readable flag gmap_refreshable.
//
// Names: a Secure cookie at Path=/ without Domain takes the __Host- prefix (SESSION, DEVICE_TRUST), which makes the
// browser refuse one set by a subdomain or over http; the refresh cookie, scoped to the token path, takes __Secure-.
// Plain http on localhost cannot carry either prefix (no Secure), so local runs use the bare names. The readable
// cookies sit at the issuer path (SPEC 9) and keep SPEC 9's names.
import { cookieValue } from '../../../src/site/cookies';
import { cookieNames, type UserType } from '../../../src/site/authState';

const localHosts = new Set(['localhost', '127.0.0.1']);
/** localhost and its subdomains (promotions.localhost of the demo), which browsers resolve to this machine. */
const isLocalHost = (hostname: string) => localHosts.has(hostname) || hostname.endsWith('.localhost');

/**
 * SPEC 9: cookies live at the root, except the two readable ones, which live at the issuer path when the site
 * has one. Site ids are `host`, `host_issuer`, or `host_locale` on promotions hosts (SPEC 1; src/site/siteId.ts).
 */
export function issuerCookiePath(siteId: string): string {
  const separator = siteId.indexOf('_');
  const rest = siteId.slice(separator + 1);
  // An issuer segment has no '_' (src/routes/paths.ts issuerPattern); a promotions site's locale always has one.
  if (separator < 0 || rest.includes('_')) return '/';
  return `/${rest}/`;
}

function hostnameOf(host: string | null): string | undefined {
  return host !== null && URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : undefined;
}

/**
 * Whether the browser talks plain http to localhost or 127.0.0.1, the one case where Secure is left off.
 * The Origin header (browsers send it with every POST) names the browser's origin. Without it, the Host header
 * names the browser-facing host; behind the edge worker the URL is https://gateway.internal, so its scheme says
 * nothing, and a local host reached through a proxy is taken to be the local stack on plain http.
 */
export function isLocalPlainHttp(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null && URL.canParse(origin)) {
    const { protocol, hostname } = new URL(origin);
    return protocol === 'http:' && isLocalHost(hostname);
  }
  const url = new URL(request.url);
  const host = hostnameOf(request.headers.get('Host')) ?? url.hostname;
  return isLocalHost(host) && (host !== url.hostname || url.protocol === 'http:');
}

/** A cookie's name for this request: with the prefix when the cookie is Secure, bare on plain-http localhost. */
export function cookieName(request: Request, name: string, prefix: '__Host-' | '__Secure-'): string {
  return isLocalPlainHttp(request) ? name : `${prefix}${name}`;
}

interface SessionCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

function sessionCookieSet(request: Request, siteId: string, values: { session: string; authenticated: string; userType: string }): SessionCookie[] {
  const readablePath = issuerCookiePath(siteId);
  return [
    { name: cookieName(request, cookieNames.session, '__Host-'), value: values.session, path: '/', httpOnly: true },
    { name: cookieNames.authenticated, value: values.authenticated, path: readablePath, httpOnly: false },
    { name: cookieNames.userType, value: values.userType, path: readablePath, httpOnly: false },
  ];
}

function serialize(cookie: SessionCookie, maxAge: number, secure: boolean, sameSite: 'Lax' | 'Strict' = 'Lax'): string {
  return [
    `${cookie.name}=${cookie.value}`,
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    `Path=${cookie.path}`,
    `SameSite=${sameSite}`,
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * An HttpOnly cookie of the whole origin (Path=/, SameSite=Lax): `__Host-` prefixed and Secure, bare on plain-http
 * localhost. Device trust and the simulated bank's session are kept in such cookies.
 */
export function hostOnlyCookie(request: Request, name: string, value: string, maxAge: number): string {
  const secure = !isLocalPlainHttp(request);
  return serialize({ name: cookieName(request, name, '__Host-'), value, path: '/', httpOnly: true }, maxAge, secure);
}

/** Set-Cookie values after a user sign-in or refresh; they expire with the access token. */
export function sessionCookies(request: Request, session: { siteId: string; accessToken: string; userType: UserType; maxAge: number }): string[] {
  const secure = !isLocalPlainHttp(request);
  return sessionCookieSet(request, session.siteId, { session: session.accessToken, authenticated: 'true', userType: session.userType }).map((cookie) =>
    serialize(cookie, session.maxAge, secure),
  );
}

/** Set-Cookie values that remove the session cookies (same names and paths, Max-Age=0). */
export function expiredSessionCookies(request: Request, siteId: string): string[] {
  const secure = !isLocalPlainHttp(request);
  return sessionCookieSet(request, siteId, { session: '', authenticated: '', userType: '' }).map((cookie) => serialize(cookie, 0, secure));
}

/**
 * SPEC 9's gmap_support_details, for a concierge (staff) session only: the session's support reference, which the
 * support tools of the bank read and which matches the gateway's records of the session (concierge look-ups); no
 * personal data. At the root path, readable, as long as the session (its refresh token) lasts.
 */
export function supportDetailsCookie(request: Request, reference: string, maxAge: number): string {
  return serialize({ name: cookieNames.supportDetails, value: reference, path: '/', httpOnly: false }, maxAge, !isLocalPlainHttp(request));
}

/** The Set-Cookie value that removes gmap_support_details (a concierge's logout). */
export function expiredSupportDetailsCookie(request: Request): string {
  return supportDetailsCookie(request, '', 0);
}

/** The SESSION cookie's access token, under the name this request's cookies take. */
export function readSessionCookie(request: Request): string | undefined {
  return readCookie(request, cookieName(request, cookieNames.session, '__Host-'));
}

const refreshCookieName = 'portal_refresh';
const gatewayApiPrefix = '/gateway/api/';

/**
 * The path of the token calls as the browser addresses them: the edge forwards its API prefix as X-Forwarded-Prefix
 * ('/api/' in client-server mode); called directly, the gateway's own. The refresh cookie goes only to
 * `{prefix}user-auth/` (the token grant and revoke), never with any other call.
 */
export function tokenCookiePath(request: Request): string {
  return `${browserApiPrefix(request)}user-auth/`;
}

/** The API prefix as the browser addresses it: the edge's X-Forwarded-Prefix ('/api/'), else the gateway's own. */
export function browserApiPrefix(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-Prefix');
  return forwarded !== null && /^\/(?:[\w-]+\/)*$/.test(forwarded) ? forwarded : gatewayApiPrefix;
}

function refreshCookieSet(request: Request, siteId: string, token: string, flag: string): SessionCookie[] {
  return [
    { name: cookieName(request, refreshCookieName, '__Secure-'), value: token, path: tokenCookiePath(request), httpOnly: true },
    { name: cookieNames.refreshable, value: flag, path: issuerCookiePath(siteId), httpOnly: false },
  ];
}

/**
 * Set-Cookie values of a new or rotated refresh token: HttpOnly, SameSite=Strict, at the token path; and the readable
 * flag that tells page script one exists. Both last as long as the token.
 */
export function refreshCookies(request: Request, refresh: { siteId: string; token: string; maxAge: number }): string[] {
  const secure = !isLocalPlainHttp(request);
  return refreshCookieSet(request, refresh.siteId, refresh.token, 'true').map((cookie) => serialize(cookie, refresh.maxAge, secure, 'Strict'));
}

/** Set-Cookie values that remove the refresh cookie and its flag (logout, a failed refresh). */
export function expiredRefreshCookies(request: Request, siteId: string): string[] {
  const secure = !isLocalPlainHttp(request);
  return refreshCookieSet(request, siteId, '', '').map((cookie) => serialize(cookie, 0, secure, 'Strict'));
}

/** The refresh token of the request's HttpOnly cookie. */
export function readRefreshCookie(request: Request): string | undefined {
  const value = readCookie(request, cookieName(request, refreshCookieName, '__Secure-'));
  return value === '' ? undefined : value;
}

export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get('Cookie') ?? '', name);
}
