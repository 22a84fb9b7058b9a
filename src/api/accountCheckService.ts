// Typed calls of the signed-in checks (SPEC 7 "user-mgmt/user": change-password, vba/compromised-password).
import type { KyInstance } from 'ky';
import { changePasswordResponseSchema, compromisedPasswordSchema, type ChangePasswordRequest, type CompromisedPassword } from './contracts/accountChecks';
import type { TokenResponse } from './contracts/auth';
import { getJson, postJson } from './request';

/**
 * POST change-password: resolves the fresh token response of this session (keep its refresh token: every other
 * refresh token is revoked). CURRENT_PASSWORD_INCORRECT, VALIDATION_FAILED or PASSWORD_REUSED when refused.
 */
export function changePassword(api: KyInstance, request: ChangePasswordRequest): Promise<TokenResponse> {
  return postJson(api, 'user-mgmt/user/change-password', request, changePasswordResponseSchema);
}

/** GET vba/compromised-password: whether the current password is on the common-password list. */
export function compromisedPassword(api: KyInstance): Promise<CompromisedPassword> {
  return getJson(api, 'user-mgmt/user/vba/compromised-password', compromisedPasswordSchema);
}
