// POST user-mgmt/user/change-password (SPEC 2 password screen, SPEC 7): a signed-in user's new password. A wrong
// current password is 400 CURRENT_PASSWORD_INCORRECT (never 401, which would sign the user out) and counts toward
// the sign-in lockout. Success revokes every refresh family, and every trusted device unless the body keeps them
// (revokeTrustedDevices false), and starts this session afresh.
import { changePasswordRequestSchema } from '../../../src/api/contracts/accountChecks';
import { validatePassword } from '../../../src/rules/fields/password';
import { nowSeconds } from '../auth/accessTokens';
import { authenticateUser } from '../auth/authenticate';
import { recordFailedSignIn, retryAfterSeconds } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../crypto/passwords';
import { revokeUserRefreshTokens } from '../auth/refreshTokens';
import { revokeTrustedDevices } from '../auth/trustedDevices';
import { userSessionResponse } from '../auth/userSession';
import { findSignInUserById } from '../auth/users';
import type { Handler } from '../env';
import { errorResponse } from '../http';
import { readJson } from '../requestBody';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { findSiteConfig } from '../siteConfigService';
import { isPasswordReused, replacePassword } from '../users/passwordHistory';
import { fieldError } from '../../../src/rules/fields/fieldErrors';
import { validationFailed } from '../validationFailed';
import { isCommonPassword, recordPasswordCheck } from './commonPasswords';

export const postChangePassword: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, request, correlationId } = context;
  const { currentPassword, newPassword, revokeTrustedDevices: revokeDevices = true } = await readJson(request, changePasswordRequestSchema);
  const user = await findSignInUserById(env.DB, claims.sub);
  if (!user) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const now = nowSeconds();
  const lockedFor = retryAfterSeconds(user, now);
  if (lockedFor !== undefined) return errorResponse(400, 'USER_LOCKED', correlationId, { details: { retryAfterSeconds: lockedFor } });
  const stored = { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations };
  if (!(await verifyPassword(currentPassword, stored))) {
    const lockedNow = await recordFailedSignIn(env.DB, user.id, now);
    return lockedNow === undefined
      ? errorResponse(400, 'CURRENT_PASSWORD_INCORRECT', correlationId)
      : errorResponse(400, 'USER_LOCKED', correlationId, { details: { retryAfterSeconds: lockedNow } });
  }
  const rules = validatePassword(newPassword);
  if (rules) return validationFailed(correlationId, { newPassword: rules });
  if (isCommonPassword(newPassword)) return validationFailed(correlationId, { newPassword: fieldError('passwordCompromised') });
  if (await isPasswordReused(env.DB, user.id, newPassword)) return errorResponse(400, 'PASSWORD_REUSED', correlationId);

  await replacePassword(env.DB, user.id, await hashPassword(newPassword));
  await revokeUserRefreshTokens(env.DB, user.id, now);
  if (revokeDevices) await revokeTrustedDevices(env.DB, user.id, now);
  const site = await findSiteConfig(env.DB, user.site_id);
  if (site && siteSettingsOf(site).checksCompromisedPasswords) await recordPasswordCheck(env.DB, user.id, isCommonPassword(newPassword), now);
  return userSessionResponse(context, user);
};
