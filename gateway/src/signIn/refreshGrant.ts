// The refresh grant of POST user-auth/oauth/token (SPEC 7): rotation, and reuse detection that revokes the family.
import type { RefreshGrantRequest } from '../../../src/api/contracts/tokenRequests';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { nowSeconds } from '../auth/accessTokens';
import { redeemRefreshToken } from '../auth/refreshTokens';
import { userSessionResponse } from '../auth/userSession';
import { findUserById } from '../auth/users';

export async function refreshGrant(context: HandlerContext, form: RefreshGrantRequest): Promise<Response> {
  const { env, correlationId } = context;
  const redemption = await redeemRefreshToken(env.DB, form.refresh_token, form.siteId, nowSeconds());
  if (redemption.kind === 'reused') {
    console.warn(`[${correlationId}] a spent refresh token was presented again; its family is revoked`);
  }
  if (redemption.kind !== 'redeemed') return errorResponse(400, 'INVALID_GRANT', correlationId);
  const user = await findUserById(env.DB, redemption.userId);
  if (!user) return errorResponse(400, 'INVALID_GRANT', correlationId);
  return userSessionResponse(context, user, redemption.familyId);
}
