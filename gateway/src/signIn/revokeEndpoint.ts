// POST user-auth/tokens/revoke (SPEC 7, SPEC 4 logout): ends the session and clears its cookies.
import { siteIdSchema } from '../../../src/site/siteConfig';
import { headerNames } from '../../../src/api/contracts/headers';
import type { Handler } from '../env';
import { json } from '../http';
import { nowSeconds, readAccessToken } from '../auth/accessTokens';
import { expiredRefreshCookies, expiredSessionCookies, expiredSupportDetailsCookie, readRefreshCookie, readSessionCookie, withCookies } from '../auth/cookies';
import { roles } from '../../../src/api/contracts/auth';
import { revokeFamily, revokeFamilyOf } from '../auth/refreshTokens';

/**
 * Revokes the session of the refresh token (the `refresh_token` query of SPEC 7, else the HttpOnly refresh cookie) and
 * of the access token in the SESSION cookie: both end at once, access tokens included (they are checked against their
 * session on every use). Answers `{ revoked: true }` whether or not anything was known, so the call reveals nothing
 * and logout always ends with cleared cookies. The text body SPEC 7 mentions carries nothing the gateway needs.
 */
export const postRevoke: Handler = async ({ request, url, env, correlationId }) => {
  const now = nowSeconds();
  const refreshToken = url.searchParams.get('refresh_token') ?? readRefreshCookie(request);
  const tokenSite = refreshToken ? await revokeFamilyOf(env.DB, refreshToken, now) : undefined;
  const sessionToken = readSessionCookie(request);
  const claims = sessionToken ? await readAccessToken(env, sessionToken) : undefined;
  if (claims?.typ === 'user' && claims.sid !== undefined) await revokeFamily(env.DB, claims.sid, now);
  // The readable cookies sit at the site's issuer path: the token's site, else the X-SITE-ID header (SPEC 7).
  const headerSite = siteIdSchema.safeParse(request.headers.get(headerNames.siteId));
  const siteId = tokenSite ?? claims?.site ?? (headerSite.success ? headerSite.data : '');
  // A staff session's support details go with it (SPEC 4: concierge cookies are cleared at logout).
  const staff = claims?.authorities.includes(roles.concierge) === true;
  return withCookies(json({ revoked: true }, correlationId), [
    ...expiredSessionCookies(request, siteId),
    ...expiredRefreshCookies(request, siteId),
    ...(staff ? [expiredSupportDetailsCookie(request)] : []),
  ]);
};
