// The session cookies of SPEC 9: HttpOnly SESSION with the access token, readable gmap_authenticated and gmap_user_type.
import { cookieValue } from '../../../src/site/cookies';
import { cookieNames, type UserType } from '../../../src/site/authState';
import { isPromotionsHost } from '../../../src/site/siteId';

const localHosts = new Set(['localhost', '127.0.0.1']);

/**
 * SPEC 9: cookies live at the root, except the two readable ones, which live at the issuer path when the site
 * has one. Site ids are `host`, `host_issuer`, or `host_locale` on promotions hosts (SPEC 1; src/site/siteId.ts).
 */
export function issuerCookiePath(siteId: string): string {
  const separator = siteId.indexOf('_');
  if (separator < 0 || isPromotionsHost(siteId.slice(0, separator))) return '/';
  return `/${siteId.slice(separator + 1)}/`;
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
    return protocol === 'http:' && localHosts.has(hostname);
  }
  const url = new URL(request.url);
  const host = hostnameOf(request.headers.get('Host')) ?? url.hostname;
  return localHosts.has(host) && (host !== url.hostname || url.protocol === 'http:');
}

interface SessionCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

function sessionCookieSet(siteId: string, values: { session: string; authenticated: string; userType: string }): SessionCookie[] {
  const readablePath = issuerCookiePath(siteId);
  return [
    { name: cookieNames.session, value: values.session, path: '/', httpOnly: true },
    { name: cookieNames.authenticated, value: values.authenticated, path: readablePath, httpOnly: false },
    { name: cookieNames.userType, value: values.userType, path: readablePath, httpOnly: false },
  ];
}

function serialize(cookie: SessionCookie, maxAge: number, secure: boolean): string {
  return [
    `${cookie.name}=${cookie.value}`,
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    `Path=${cookie.path}`,
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie values after a user sign-in or refresh; they expire with the access token. */
export function sessionCookies(request: Request, session: { siteId: string; accessToken: string; userType: UserType; maxAge: number }): string[] {
  const secure = !isLocalPlainHttp(request);
  return sessionCookieSet(session.siteId, { session: session.accessToken, authenticated: 'true', userType: session.userType }).map((cookie) =>
    serialize(cookie, session.maxAge, secure),
  );
}

/** Set-Cookie values that remove the session cookies (same names and paths, Max-Age=0). */
export function expiredSessionCookies(request: Request, siteId: string): string[] {
  const secure = !isLocalPlainHttp(request);
  return sessionCookieSet(siteId, { session: '', authenticated: '', userType: '' }).map((cookie) => serialize(cookie, 0, secure));
}

export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get('Cookie') ?? '', name);
}
