// A signed-in user's answer from the token endpoint: access token, refresh token, token response and session cookies.
import type { TokenResponse } from '../../../src/api/contracts/auth';
import type { UserType } from '../../../src/site/authState';
import type { HandlerContext } from '../env';
import { json } from '../http';
import { accessTokenLifetimeSeconds, issueAccessToken, nowSeconds } from './accessTokens';
import { sessionCookies, withCookies } from './cookies';
import { issueRefreshToken } from './refreshTokens';
import { authoritiesOf } from './users';

/** Without familyId the refresh token starts a new family (a sign-in); with it, it continues one (a rotation). */
export async function userSessionResponse(
  { request, env, correlationId }: HandlerContext,
  user: { id: string; site_id: string; role: UserType },
  familyId?: string,
): Promise<Response> {
  const accessToken = await issueAccessToken(env, { sub: user.id, authorities: authoritiesOf(user), typ: 'user', site: user.site_id });
  const refreshToken = await issueRefreshToken(
    env.DB,
    { userId: user.id, siteId: user.site_id, ...(familyId ? { familyId } : {}) },
    nowSeconds(),
  );
  const body: TokenResponse = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    refresh_token: refreshToken,
    scope: 'user',
  };
  const cookies = sessionCookies(request, {
    siteId: user.site_id,
    accessToken,
    userType: user.role,
    maxAge: accessTokenLifetimeSeconds,
  });
  return withCookies(json(body, correlationId), cookies);
}
