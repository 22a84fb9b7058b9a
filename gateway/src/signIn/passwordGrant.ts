// The password grant of POST user-auth/oauth/token (SPEC 7): BAD_CREDENTIALS without telling whether the user exists,
// then a session or a second-factor challenge; the second step (otp_challenge) completes a challenge.
import type { PasswordGrantRequest } from '../../../src/api/contracts/tokenRequests';
import { isCommonPassword, recordPasswordCheck } from '../account/commonPasswords';
import { captchaRefusal } from '../captcha/captchaCheck';
import type { HandlerContext } from '../env';
import { errorResponse, InvalidRequestError } from '../http';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { findSiteConfig } from '../siteConfigService';
import { nowSeconds } from '../auth/accessTokens';
import { clearFailedSignIns, recordFailedSignIn, retryAfterSeconds } from '../auth/lockout';
import { verifyAgainstDummy, verifyPassword } from '../crypto/passwords';
import { sessionOrSecondFactor } from './secondFactor';
import { isSecondStep, secondStep } from './secondStep';
import { findSignInUser } from '../auth/users';
import { recordRiskToken } from './riskTokens';
import { clientAddress, throttled, throttles } from '../throttle/throttle';

function userLocked(retryAfter: number, correlationId: string): Response {
  return errorResponse(400, 'USER_LOCKED', correlationId, { details: { retryAfterSeconds: retryAfter } });
}

export async function passwordGrant(context: HandlerContext, form: PasswordGrantRequest): Promise<Response> {
  const now = nowSeconds();
  if (isSecondStep(form)) return secondStep(context, form, now);
  // The contract requires the password without a challenge; this narrows the type.
  const password = form.password;
  if (password === undefined) throw new InvalidRequestError('password: required', { field: 'password' });

  const { env, correlationId } = context;
  // Counted before anything costs: a flood is refused without hashing, so it never delays anyone else's sign-in.
  const flood = await throttled(context, [
    [throttles.signInBurstByAddress, clientAddress(context.request)],
    [throttles.signInByAddress, clientAddress(context.request)],
    [throttles.signInByAccount, `${form.siteId}:${form.username.trim().toLowerCase()}`],
  ]);
  if (flood) return flood;
  const site = await findSiteConfig(env.DB, form.siteId);
  // The captcha comes first: a refused one costs no password hashing.
  const refusal = site ? await captchaRefusal(context, site) : undefined;
  if (refusal) return refusal;

  const user = await findSignInUser(env.DB, form.siteId, form.username);
  // While locked the password is not even checked: guessing gains nothing.
  const lockedFor = user ? retryAfterSeconds(user, now) : undefined;
  if (lockedFor !== undefined) return userLocked(lockedFor, correlationId);

  const valid = user
    ? await verifyPassword(password, { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations })
    : await verifyAgainstDummy(password);
  if (form.vba_token !== undefined) {
    await recordRiskToken(env.DB, { siteId: form.siteId, userId: user?.id, token: form.vba_token, passwordAccepted: user !== null && valid, now });
  }
  if (!user || !valid) {
    const lockedNow = await recordFailedSignIn(env.DB, user?.id ?? '', now);
    return lockedNow === undefined ? errorResponse(400, 'BAD_CREDENTIALS', correlationId) : userLocked(lockedNow, correlationId);
  }
  // An INACTIVE account signs in (the site shows activation). OTP fields without a challenge are ignored.
  await clearFailedSignIns(env.DB, user.id);
  // Checked while the password is at hand and remembered, so vba/compromised-password never needs it again.
  if (site && siteSettingsOf(site).checksCompromisedPasswords) await recordPasswordCheck(env.DB, user.id, isCommonPassword(password), now);
  return sessionOrSecondFactor(context, user, site, now);
}
