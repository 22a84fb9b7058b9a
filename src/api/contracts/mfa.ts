// Contract schemas of TOTP multi-factor enrolment (SPEC 2 mfa-setup, SPEC 7 mfa/totp setup, enroll, unenroll),
// shared with the gateway.
import * as z from 'zod/mini';
import { oneTimeCodeSchema } from './auth';

export type MfaErrorId = 'MFA_ALREADY_ENROLLED' | 'MFA_NOT_ENROLLED' | 'MFA_NOT_SET_UP';

/** SPEC 3 profile mfaEnrollmentStatus values. */
const mfaEnrollmentStatuses = ['NOT_ENROLLED', 'ENROLLED'] as const;

/** Answer of POST mfa/totp/setup: the pending secret, for manual entry (base32) and as a QR code (otpauth URL). */
export const totpSetupSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]+$/, 'expected base32')),
  otpauthUrl: z.string().check(z.startsWith('otpauth://totp/')),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** Body of POST mfa/totp/enroll and mfa/totp/unenroll: a current code of the authenticator. */
export const totpCodeRequestSchema = z.object({ code: oneTimeCodeSchema });

export const mfaStatusSchema = z.object({ mfaEnrollmentStatus: z.enum(mfaEnrollmentStatuses) });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
