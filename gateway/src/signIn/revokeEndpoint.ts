// POST user-auth/tokens/revoke (SPEC 7, SPEC 4 logout): revokes the refresh token's family and clears the session cookies.
import { siteIdSchema } from '../../../src/site/siteConfig';
import { headerNames } from '../../../src/api/contracts/headers';
import type { Handler } from '../env';
import { json } from '../http';
import { nowSeconds } from '../auth/accessTokens';
import { expiredSessionCookies, withCookies } from '../auth/cookies';
import { revokeFamilyOf } from '../auth/refreshTokens';

/**
 * Answers `{ revoked: true }` whether or not the token was known, so the call reveals nothing and logout always
 * ends with cleared cookies. The text body SPEC 7 mentions carries nothing the gateway needs. Access tokens are
 * not revocable: they stay valid until they expire (15 minutes at most), but their cookie is gone.
 */
export const postRevoke: Handler = async ({ request, url, env, correlationId }) => {
  const refreshToken = url.searchParams.get('refresh_token');
  const tokenSite = refreshToken ? await revokeFamilyOf(env.DB, refreshToken, nowSeconds()) : undefined;
  // The readable cookies sit at the site's issuer path: the token's site, else the X-SITE-ID header (SPEC 7).
  const headerSite = siteIdSchema.safeParse(request.headers.get(headerNames.siteId));
  const siteId = tokenSite ?? (headerSite.success ? headerSite.data : '');
  return withCookies(json({ revoked: true }, correlationId), expiredSessionCookies(request, siteId));
};
