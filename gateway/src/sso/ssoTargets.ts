// Where single sign-on sends the browser (SPEC 2 redirect-sso, SPEC 5): to the site's identity provider, and back
// to a same-origin path of the site, never anywhere a parameter alone names.
import { ssoRequestParameter } from '../../../src/api/contracts/sso';
import { issuerCookiePath } from '../auth/cookies';
import { sitePagePath } from '../sites/siteLinks';

/** A path of this origin: one leading slash, no backslash, control character, encoded separator or dot segment. */
function isPlainPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!/^\/(?![/\\])/.test(path) || /[\\\u0000-\u001f\u007f]/.test(path) || /%(?:2e|2f|5c|25|00)/i.test(path)) return false;
  return !path
    .split(/[?#]/)[0]
    ?.split('/')
    .some((segment) => segment === '.' || segment === '..');
}

/**
 * The identity provider of a site: site_auth_profile.issuer_url when it is a same-site path or an https URL (an
 * operator's configuration), as a function giving its URL for a request (the id added as `sso_request`).
 * Undefined for anything else, so no other target is ever built.
 */
export function identityProvider(issuerUrl: string | undefined): ((requestId: string) => string) | undefined {
  if (issuerUrl === undefined) return undefined;
  if (isPlainPath(issuerUrl)) {
    return (requestId) => {
      const url = new URL(issuerUrl, 'https://site.invalid');
      url.searchParams.set(ssoRequestParameter, requestId);
      return `${url.pathname}${url.search}`;
    };
  }
  if (!URL.canParse(issuerUrl)) return undefined;
  const { protocol, username, password } = new URL(issuerUrl);
  if (protocol !== 'https:' || username !== '' || password !== '') return undefined;
  return (requestId) => {
    const url = new URL(issuerUrl);
    url.searchParams.set(ssoRequestParameter, requestId);
    return url.toString();
  };
}

/**
 * A same-origin path of the site (`{issuer path}{locale}/...`), from a path or an absolute URL of the site's
 * trusted origin; undefined otherwise.
 */
export function sitePathOf(candidate: string | null | undefined, siteId: string, trustedOrigin: string): string | undefined {
  if (!candidate) return undefined;
  let path = candidate;
  if (!candidate.startsWith('/')) {
    if (!URL.canParse(candidate)) return undefined;
    const url = new URL(candidate);
    if (url.origin !== trustedOrigin || url.username !== '' || url.password !== '') return undefined;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const base = issuerCookiePath(siteId);
  return isPlainPath(path) && path.startsWith(base) && /^[a-z]{2}_[a-z]{2}\//.test(path.slice(base.length)) ? path : undefined;
}

/** After sign-in: last_visited_path, else redirect_uri, when either is a path of the site; else the profile page. */
export function landingPath(
  request: { siteId: string; locale: string; lastVisitedPath: string | null; redirectUri: string | null },
  trustedOrigin: string,
): string {
  return (
    sitePathOf(request.lastVisitedPath, request.siteId, trustedOrigin) ??
    sitePathOf(request.redirectUri, request.siteId, trustedOrigin) ??
    sitePagePath(request.siteId, request.locale, 'profile')
  );
}
