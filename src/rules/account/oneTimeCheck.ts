// The signed-in one-time check (SPEC 4 "One-time check validity lasts 15 minutes", SPEC 9 otp_expiry): when a passed
// check ends, and whether a stored end is still ahead.
import { otpValidityMs } from '../../site/authState';

/** The end of a check passed at `now`: the gateway's validity when it gives one, never longer than SPEC 9's 15 minutes. */
export function checkExpiresAt(now: number, expiresInSeconds?: number): number {
  const given = expiresInSeconds !== undefined && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : otpValidityMs;
  return now + Math.min(given, otpValidityMs);
}

/** Whether the stored otp_expiry (epoch milliseconds as text) is still ahead; anything unreadable is no check. */
export function isCheckValid(storedExpiry: string | null | undefined, now: number): boolean {
  if (storedExpiry === null || storedExpiry === undefined || !/^\d{1,16}$/.test(storedExpiry)) return false;
  return Number(storedExpiry) > now;
}
