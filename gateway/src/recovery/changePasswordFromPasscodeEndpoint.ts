// POST user-mgmt/user/change-password-from-passcode (SPEC 2 reset-password, SPEC 7): a new password with a
// recovery passcode. The password obeys SPEC 5 and differs from the last 4; the passcode is single use; success
// clears the sign-in lockout and ends every session and trusted device of the account.
import { changePasswordFromPasscodeRequestSchema, type PasswordChanged } from '../../../src/api/contracts/recovery';
import { validatePassword } from '../../../src/rules/fields/password';
import { nowSeconds } from '../auth/accessTokens';
import { hashPassword } from '../crypto/passwords';
import { revokeUserRefreshTokens } from '../auth/refreshTokens';
import { revokeTrustedDevices } from '../auth/trustedDevices';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { readJson } from '../requestBody';
import { isPasswordReused, replacePassword } from '../users/passwordHistory';
import { fieldError } from '../../../src/rules/fields/fieldErrors';
import { isCommonPassword } from '../account/commonPasswords';
import { validationFailed } from '../validationFailed';
import { recoveryPasscodeValid } from '../passcodes/recoveryPasscode';

export const postChangePasswordFromPasscode: Handler = async ({ env, request, correlationId }) => {
  const body = await readJson(request, changePasswordFromPasscodeRequestSchema);
  // The passcode first: nothing about the password is said to someone without it.
  const owner = await recoveryPasscodeValid(env.DB, body, false);
  if (!owner) return errorResponse(400, 'OTP_INVALID', correlationId);
  const rules = validatePassword(body.password);
  if (rules) return validationFailed(correlationId, { password: rules });
  if (isCommonPassword(body.password)) return validationFailed(correlationId, { password: fieldError('passwordCompromised') });
  if (await isPasswordReused(env.DB, owner.userId, body.password)) return errorResponse(400, 'PASSWORD_REUSED', correlationId);
  // Spent only now, so a refused password can be corrected with the same passcode.
  if (!(await recoveryPasscodeValid(env.DB, body, true))) return errorResponse(400, 'OTP_INVALID', correlationId);
  const now = nowSeconds();
  await replacePassword(env.DB, owner.userId, await hashPassword(body.password));
  await revokeUserRefreshTokens(env.DB, owner.userId, now);
  await revokeTrustedDevices(env.DB, owner.userId, now);
  const answer: PasswordChanged = { changed: true };
  return json(answer, correlationId);
};
