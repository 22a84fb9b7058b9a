// POST user-mgmt/user/mfa/totp/setup, enroll and unenroll (SPEC 2 mfa-setup, SPEC 7): a signed-in user's
// authenticator app. Wrong codes are limited to five per 15 minutes (DEVICE_LOCKED after that).
import { totpCodeRequestSchema, type MfaStatus, type TotpSetup } from '../../../src/api/contracts/mfa';
import { nowSeconds } from '../auth/accessTokens';
import { authenticateUser } from '../auth/authenticate';
import { lockoutSeconds, maxConsecutiveFailures } from '../auth/lockout';
import { findUserById } from '../auth/users';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { resetAllowance, takeAllowance, windowRemaining, type RateLimit } from '../rateLimit';
import { readJson } from '../requestBody';
import { findSiteConfig } from '../siteConfigService';
import { otpauthUrl } from './totp';
import { acceptCode, enrollCredential, removeCredential, startPendingCredential, totpStatusOf, type TotpStatus } from './totpCredentials';

export const totpCodeLimit: RateLimit = { limit: maxConsecutiveFailures, windowSeconds: lockoutSeconds };

export const postTotpSetup: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, correlationId } = context;
  const user = await findUserById(env.DB, claims.sub);
  if (!user) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const secret = (await totpStatusOf(env.DB, user.id)) === 'ENROLLED' ? undefined : await startPendingCredential(env, user.id);
  if (secret === undefined) return errorResponse(400, 'MFA_ALREADY_ENROLLED', correlationId);
  const issuer = (await findSiteConfig(env.DB, user.site_id))?.name ?? user.site_id;
  const body: TotpSetup = { secret, otpauthUrl: otpauthUrl({ issuer, account: user.email, secret }) };
  return json(body, correlationId);
};

/** Checks the body's code against the credential in `status`; the answer to return when it does not pass. */
async function codeRefusal(context: HandlerContext, userId: string, status: TotpStatus, code: string): Promise<Response | undefined> {
  const { env, correlationId } = context;
  const now = nowSeconds();
  const key = `totp-code:${userId}`;
  // Taken before the comparison, so parallel guesses count too; a right code gives it back.
  const allowance = await takeAllowance(env.DB, key, totpCodeLimit, now);
  if (!allowance.allowed) {
    return errorResponse(400, 'DEVICE_LOCKED', correlationId, { details: { retryAfterSeconds: await windowRemaining(env.DB, key, totpCodeLimit, now) } });
  }
  if (await acceptCode(env, userId, status, code, now)) {
    await resetAllowance(env.DB, key);
    return undefined;
  }
  return errorResponse(400, 'OTP_INVALID', correlationId, { details: { attemptsLeft: allowance.remaining } });
}

export const postTotpEnroll: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, request, correlationId } = context;
  const { code } = await readJson(request, totpCodeRequestSchema);
  const status = await totpStatusOf(env.DB, claims.sub);
  if (status === 'ENROLLED') return errorResponse(400, 'MFA_ALREADY_ENROLLED', correlationId);
  if (status === undefined) return errorResponse(400, 'MFA_NOT_SET_UP', correlationId);
  const refusal = await codeRefusal(context, claims.sub, 'PENDING', code);
  if (refusal) return refusal;
  await enrollCredential(env.DB, claims.sub, nowSeconds());
  const body: MfaStatus = { mfaEnrollmentStatus: 'ENROLLED' };
  return json(body, correlationId);
};

export const postTotpUnenroll: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, request, correlationId } = context;
  const { code } = await readJson(request, totpCodeRequestSchema);
  if ((await totpStatusOf(env.DB, claims.sub)) !== 'ENROLLED') return errorResponse(400, 'MFA_NOT_ENROLLED', correlationId);
  const refusal = await codeRefusal(context, claims.sub, 'ENROLLED', code);
  if (refusal) return refusal;
  await removeCredential(env.DB, claims.sub);
  const body: MfaStatus = { mfaEnrollmentStatus: 'NOT_ENROLLED' };
  return json(body, correlationId);
};
