// A signed-in user's answer from the token endpoint: access token, refresh token, token response and session cookies.
import type { TokenResponse } from '../../../src/api/contracts/auth';
import type { UserType } from '../../../src/site/authState';
import type { HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { flagsOfBindings } from '../../../src/site/flags';
import { accessTokenLifetimeSeconds, issueAccessToken, nowSeconds } from './accessTokens';
import { refreshCookies, sessionCookies, supportDetailsCookie, withCookies } from './cookies';
import { issueRefreshToken, refreshTokenLifetimeSeconds } from './refreshTokens';
import { authoritiesOf } from './users';

/**
 * Tokens and session cookies of a signed-in user; without familyId the refresh token starts a new family (a sign-in).
 * The refresh token goes into its HttpOnly cookie; the body carries it only to a client that is not a browser (no
 * Origin header: every browser sends one with a POST), so page script never sees it.
 */
export async function startUserSession(
  { request, env }: HandlerContext,
  user: { id: string; site_id: string; role: UserType },
  familyId?: string,
): Promise<{ body: TokenResponse; cookies: string[] }> {
  const sessionId = familyId ?? crypto.randomUUID();
  const accessToken = await issueAccessToken(env, { sub: user.id, authorities: authoritiesOf(user), typ: 'user', site: user.site_id, sid: sessionId });
  const refreshToken = await issueRefreshToken(env.DB, { userId: user.id, siteId: user.site_id, familyId: sessionId }, nowSeconds());
  const fromBrowser = request.headers.has('Origin');
  const body: TokenResponse = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenLifetimeSeconds,
    ...(fromBrowser ? {} : { refresh_token: refreshToken }),
    scope: 'user',
  };
  const cookies = [
    ...sessionCookies(request, { siteId: user.site_id, accessToken, userType: user.role, maxAge: accessTokenLifetimeSeconds }),
    ...refreshCookies(request, { siteId: user.site_id, token: refreshToken, maxAge: refreshTokenLifetimeSeconds }),
    ...(user.role === 'CONCIERGE' ? [supportDetailsCookie(request, await supportReference(sessionId), refreshTokenLifetimeSeconds)] : []),
  ];
  return { body, cookies };
}

/**
 * A staff session's support reference (gmap_support_details): `S-` and ten characters of a hash of the session id, the
 * same for the whole session (every refresh), so a bank's support tools can quote it; the session id stays secret.
 */
export async function supportReference(sessionId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`support:${sessionId}`)));
  return `S-${[...digest.slice(0, 5)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
}

/** Whether the deployment lets this user have a session: not a concierge where the `concierge` flag is off (SPEC 9). */
export function mayHaveSession(env: HandlerContext['env'], user: { role: UserType }): boolean {
  return user.role !== 'CONCIERGE' || flagsOfBindings(env).concierge;
}

/**
 * The token endpoint's answer: the token response with the session cookies; with familyId it continues a family (a
 * rotation). A concierge where the `concierge` flag is off gets 403 CONCIERGE_DISABLED instead, at sign-in and at
 * every refresh.
 */
export async function userSessionResponse(
  context: HandlerContext,
  user: { id: string; site_id: string; role: UserType },
  familyId?: string,
): Promise<Response> {
  if (!mayHaveSession(context.env, user)) return errorResponse(403, 'CONCIERGE_DISABLED', context.correlationId);
  const { body, cookies } = await startUserSession(context, user, familyId);
  return withCookies(json(body, context.correlationId), cookies);
}
