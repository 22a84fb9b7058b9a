// The signed-in one-time check (SPEC 4 "One-time check validity lasts 15 minutes", SPEC 9 otp_expiry): when a passed
// check ends.
import { otpValidityMs } from '../../site/authState';

/** The end of a check passed at `now`: the gateway's validity when it gives one, never longer than SPEC 9's 15 minutes. */
export function checkExpiresAt(now: number, expiresInSeconds?: number): number {
  const given = expiresInSeconds !== undefined && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : otpValidityMs;
  return now + Math.min(given, otpValidityMs);
}
