// Checking the signed-in check code (SPEC 2 otp-check-passcode, SPEC 4 and 9 one-time check of 15 minutes, SPEC 7
// find-code purpose CHECK). SPEC 8: the error catalogue skips this page, so every failure is the screen's to explain.
import { findCode } from '../../api/passcodeService';
import { checkExpiresAt } from '../../rules/account/oneTimeCheck';
import { storageKeys } from '../../site/authState';
import { callFailureOf } from '../page/callFailure';
import { checkBannerOf, type CheckEffects, type CheckFailure } from './checkBanner';
import { clearCheckCodeData } from './checkCodeData';
import { sessionApi } from '../page/session';

export type CheckResult =
  | { kind: 'verified' }
  /** A wrong code; more tries are left. */
  | { kind: 'incorrect' }
  /** Expired, used, or never sent: a new code is needed. */
  | { kind: 'expired' }
  | CheckFailure;

/** Checks the code (spent on success) and starts the 15 minutes of a passed check (otp_expiry). */
export async function verifyCheckCode(
  passcode: string,
  { api = sessionApi(), now = Date.now(), session = sessionStorage, local = localStorage }: CheckEffects = {},
): Promise<CheckResult> {
  let expiresIn: number | undefined;
  try {
    expiresIn = (await findCode(api, { purpose: 'CHECK', passcode })).expiresIn;
  } catch (error) {
    const failure = callFailureOf(error, { route: 'otp-check-passcode' });
    if (failure.kind === 'refused' && failure.code === 'OTP_INVALID') return { kind: 'incorrect' };
    if (failure.kind === 'refused' && failure.code === 'OTP_EXPIRED') return { kind: 'expired' };
    return checkBannerOf(failure);
  }
  local.setItem(storageKeys.otpExpiry, String(checkExpiresAt(now, expiresIn)));
  clearCheckCodeData(session);
  return { kind: 'verified' };
}
