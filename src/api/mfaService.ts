// Typed calls of TOTP multi-factor enrolment (SPEC 7 "user-mgmt/user": mfa/totp/setup, enroll, unenroll).
import type { KyInstance } from 'ky';
import { mfaStatusSchema, totpSetupSchema, type MfaStatus, type TotpSetup } from './contracts/mfa';
import { postJson } from './request';

/** POST mfa/totp/setup: a pending secret (base32) and its otpauth URL for a QR code. */
export function setupTotp(api: KyInstance): Promise<TotpSetup> {
  return postJson(api, 'user-mgmt/user/mfa/totp/setup', {}, totpSetupSchema);
}

/** POST mfa/totp/enroll: a current code of the authenticator proves the pending secret. */
export function enrollTotp(api: KyInstance, code: string): Promise<MfaStatus> {
  return postJson(api, 'user-mgmt/user/mfa/totp/enroll', { code }, mfaStatusSchema);
}

/** POST mfa/totp/unenroll: a current code removes the authenticator. */
export function unenrollTotp(api: KyInstance, code: string): Promise<MfaStatus> {
  return postJson(api, 'user-mgmt/user/mfa/totp/unenroll', { code }, mfaStatusSchema);
}
