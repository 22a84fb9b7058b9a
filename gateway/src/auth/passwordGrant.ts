// The password grant of POST user-auth/oauth/token (SPEC 7): BAD_CREDENTIALS without telling whether the user exists.
import type { PasswordGrantRequest } from '../../../src/api/contracts/auth';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { nowSeconds } from './accessTokens';
import { clearFailedSignIns, recordFailedSignIn, retryAfterSeconds } from './lockout';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { userSessionResponse } from './userSession';
import { findSignInUser } from './users';

function userLocked(retryAfter: number, correlationId: string): Response {
  return errorResponse(400, 'USER_LOCKED', correlationId, { details: { retryAfterSeconds: retryAfter } });
}

export async function passwordGrant(
  context: HandlerContext,
  form: PasswordGrantRequest,
): Promise<Response> {
  const { env, correlationId } = context;
  const now = nowSeconds();
  const user = await findSignInUser(env.DB, form.siteId, form.username);
  // While locked the password is not even checked: guessing gains nothing.
  const lockedFor = user ? retryAfterSeconds(user, now) : undefined;
  if (lockedFor !== undefined) return userLocked(lockedFor, correlationId);

  const valid = user
    ? await verifyPassword(form.password, { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations })
    : await verifyAgainstDummy(form.password);
  if (!user || !valid) {
    const lockedNow = await recordFailedSignIn(env.DB, user?.id ?? '', now);
    return lockedNow === undefined ? errorResponse(400, 'BAD_CREDENTIALS', correlationId) : userLocked(lockedNow, correlationId);
  }
  // OTP, device trust and VBA fields are accepted and not yet acted on; an INACTIVE account signs in (the site shows activation).
  await clearFailedSignIns(env.DB, user.id);
  return userSessionResponse(context, user);
}
