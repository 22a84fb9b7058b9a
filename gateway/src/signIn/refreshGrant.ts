// The refresh grant of POST user-auth/oauth/token (SPEC 7): rotation, and reuse detection that revokes the family.
import type { RefreshGrantRequest } from '../../../src/api/contracts/tokenRequests';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { nowSeconds } from '../auth/accessTokens';
import { redeemRefreshToken } from '../auth/refreshTokens';
import { expiredRefreshCookies, readRefreshCookie, withCookies } from '../auth/cookies';
import { userSessionResponse } from '../auth/userSession';
import { findUserById } from '../auth/users';

/** The token of the form (a client that is not a browser), else of the HttpOnly refresh cookie (a browser). */
export async function refreshGrant(context: HandlerContext, form: RefreshGrantRequest): Promise<Response> {
  const { env, correlationId, request } = context;
  // A failed refresh also removes the refresh cookie and its flag: the page then knows no refresh token exists (SPEC 4).
  const refused = () => withCookies(errorResponse(400, 'INVALID_GRANT', correlationId), expiredRefreshCookies(request, form.siteId));
  const token = form.refresh_token ?? readRefreshCookie(request);
  if (token === undefined) return refused();
  const redemption = await redeemRefreshToken(env.DB, token, form.siteId, nowSeconds());
  if (redemption.kind === 'reused') {
    console.warn(`[${correlationId}] a spent refresh token was presented again; its family is revoked`);
  }
  if (redemption.kind !== 'redeemed') return refused();
  const user = await findUserById(env.DB, redemption.userId);
  if (!user) return refused();
  return userSessionResponse(context, user, redemption.familyId);
}
