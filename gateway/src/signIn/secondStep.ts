// The second step of the password grant (SPEC 7): username, otp, otp_type and otp_challenge instead of the password.
// Wrong code: OTP_INVALID with attempts left; the fifth: DEVICE_LOCKED (challenge spent, account locked 15 minutes).
import type { OtpType } from '../../../src/api/contracts/auth';
import type { PasswordGrantRequest } from '../../../src/api/contracts/tokenRequests';
import type { HandlerContext } from '../env';
import { errorResponse, InvalidRequestError } from '../http';
import { acceptCode } from '../mfa/totpCredentials';
import { passcodeMatches } from '../passcodes/oneTimeCodes';
import { withCookies } from '../auth/cookies';
import { clearFailedSignIns, lockAccount, retryAfterSeconds } from '../auth/lockout';
import { burnChallenge, challengeState, findChallenge, maxCodeAttempts, spendChallenge, takeAttempt, type SignInChallenge } from './signInChallenges';
import { trustDevice } from '../auth/trustedDevices';
import { userSessionResponse } from '../auth/userSession';
import { findSignInUser } from '../auth/users';

export interface SecondStepRequest extends PasswordGrantRequest {
  otp: string;
  otp_type: OtpType;
  otp_challenge: string;
}

export function isSecondStep(form: PasswordGrantRequest): form is SecondStepRequest {
  return form.otp_challenge !== undefined && form.otp !== undefined && form.otp_type !== undefined;
}

async function codeMatches(context: HandlerContext, challenge: SignInChallenge, form: SecondStepRequest, now: number): Promise<boolean> {
  if (challenge.kind === 'MFA') return acceptCode(context.env, challenge.userId, 'ENROLLED', form.otp, now);
  if (challenge.codeHash === null || challenge.codeChannel !== form.otp_type) return false;
  return passcodeMatches(form.otp_challenge, form.otp, challenge.codeHash);
}

export async function secondStep(context: HandlerContext, form: SecondStepRequest, now: number): Promise<Response> {
  const { env, request, correlationId } = context;
  const [challenge, user] = await Promise.all([findChallenge(env.DB, form.otp_challenge), findSignInUser(env.DB, form.siteId, form.username)]);
  // A challenge is bound to its user and site: presented with anything else it is unknown.
  if (!challenge || !user || challenge.userId !== user.id || challenge.siteId !== form.siteId) {
    return errorResponse(400, 'OTP_CHALLENGE_INVALID', correlationId);
  }
  if (!challenge.channels.includes(form.otp_type)) {
    throw new InvalidRequestError(`otp_type: this challenge takes ${challenge.channels.join(' or ')}`, { field: 'otp_type' });
  }
  const state = challengeState(challenge, now);
  if (state === 'expired') return errorResponse(400, 'OTP_EXPIRED', correlationId);
  const lockedFor = retryAfterSeconds(user, now);
  if (lockedFor !== undefined) return errorResponse(400, 'USER_LOCKED', correlationId, { details: { retryAfterSeconds: lockedFor } });
  const attempt = state === 'live' ? await takeAttempt(env.DB, challenge, now) : undefined;
  if (attempt === undefined) return errorResponse(400, 'OTP_CHALLENGE_INVALID', correlationId);

  if (!(await codeMatches(context, challenge, form, now))) {
    if (attempt < maxCodeAttempts) {
      return errorResponse(400, 'OTP_INVALID', correlationId, { details: { attemptsLeft: maxCodeAttempts - attempt } });
    }
    await burnChallenge(env.DB, challenge, now);
    const retryAfter = await lockAccount(env.DB, user.id, now);
    return errorResponse(400, 'DEVICE_LOCKED', correlationId, { details: { retryAfterSeconds: retryAfter } });
  }
  if (!(await spendChallenge(env.DB, challenge, now))) return errorResponse(400, 'OTP_CHALLENGE_INVALID', correlationId);
  await clearFailedSignIns(env.DB, user.id);
  const deviceCookie = form.trust_device === 'true' ? [await trustDevice(env.DB, request, { userId: user.id, siteId: user.site_id }, now)] : [];
  return withCookies(await userSessionResponse(context, user), deviceCookie);
}
