// Typed calls of password recovery (SPEC 7 "user-mgmt/user": send-passcode, change-password-from-passcode);
// the passcode check is passcodeService's findCode with purpose RECOVERY.
import type { KyInstance } from 'ky';
import { captchaContext, type CaptchaOptions } from './captchaContext';
import {
  passwordChangedSchema,
  sendPasscodeResponseSchema,
  type ChangePasswordFromPasscodeRequest,
  type PasswordChanged,
  type SendPasscodeRequest,
  type SendPasscodeResponse,
} from './contracts/recovery';
import { postJson } from './request';

/** POST send-passcode: always the same 202, whether or not the account exists. */
export function sendPasscode(api: KyInstance, request: SendPasscodeRequest, options: CaptchaOptions = {}): Promise<SendPasscodeResponse> {
  return postJson(api, 'user-mgmt/user/send-passcode', request, sendPasscodeResponseSchema, captchaContext(options.captchaToken));
}

/** POST change-password-from-passcode: OTP_INVALID, VALIDATION_FAILED or PASSWORD_REUSED when refused. */
export function changePasswordFromPasscode(api: KyInstance, request: ChangePasswordFromPasscodeRequest): Promise<PasswordChanged> {
  return postJson(api, 'user-mgmt/user/change-password-from-passcode', request, passwordChangedSchema);
}
