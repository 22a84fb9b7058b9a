// The signed-in check code (SPEC 2 otp-check-preference and otp-check-passcode, SPEC 4 and 9 one-time check of 15
// minutes; SPEC 7 get-preference-details, send-code without a challenge, find-code purpose CHECK). SPEC 8: on
// otp-check-passcode the error catalogue skips all handling, so every failure there is the screen's to explain.
import type { KyInstance } from 'ky';
import { findUser } from '../api/authService';
import type { PasscodeChannel } from '../api/contracts/auth';
import { findCode, getPreferenceDetails, sendCode } from '../api/passcodeService';
import type { RouteName } from '../routes/routeTable';
import { checkExpiresAt } from '../rules/oneTimeCheck';
import { storageKeys } from '../site/authState';
import { callFailureOf, type CallFailure } from './callFailure';
import { clearCheckCodeData, saveCheckCodeData } from './checkCodeData';
import { sessionApi } from './session';

/** The screen's own banner; `failed` carries the reference id, since no global alert is raised on the code page. */
export type CheckBanner = { id: 'tooManyCodes' } | { id: 'locked' } | { id: 'failed'; correlationId: string | undefined };
export type CheckFailure = { kind: 'banner'; banner: CheckBanner } | { kind: 'alerted' };

export interface CheckEffects {
  api?: KyInstance;
  now?: number;
  /** Holds where the code went (sessionStorage). */
  session?: Pick<Storage, 'setItem' | 'removeItem'>;
  /** Holds otp_expiry (localStorage, beside the session expiry). */
  local?: Pick<Storage, 'setItem'>;
}

function bannerOf(failure: CallFailure): CheckFailure {
  if (failure.kind === 'alerted') return failure;
  if (failure.code === 'TOO_MANY_REQUESTS') return { kind: 'banner', banner: { id: 'tooManyCodes' } };
  if (failure.code === 'DEVICE_LOCKED') return { kind: 'banner', banner: { id: 'locked' } };
  return { kind: 'banner', banner: { id: 'failed', correlationId: failure.correlationId } };
}

function failureOf(error: unknown, route: RouteName): CheckFailure {
  return bannerOf(callFailureOf(error, { route }));
}

/** The masked e-mail and phone the code can go to (phone null when the account has none). */
export async function loadCheckDestinations(
  siteId: string,
  { api = sessionApi() }: CheckEffects = {},
): Promise<{ kind: 'loaded'; email: string; phone: string | null } | CheckFailure> {
  try {
    const profile = await findUser(api);
    const details = await getPreferenceDetails(api, { primaryUserIdentifier: profile.primaryUserIdentifier, siteId });
    return { kind: 'loaded', email: details.email, phone: details.phone };
  } catch (error) {
    return failureOf(error, 'otp-check-preference');
  }
}

/** Sends the signed-in user's check code to the chosen channel and holds where it went for the code page. */
export async function sendCheckCode(
  channel: PasscodeChannel,
  route: 'otp-check-preference' | 'otp-check-passcode',
  { api = sessionApi(), now = Date.now(), session = sessionStorage }: CheckEffects = {},
): Promise<{ kind: 'sent'; destination: string } | CheckFailure> {
  try {
    const sent = await sendCode(api, { channel });
    saveCheckCodeData({ channel: sent.channel, destination: sent.destination, expiresAt: now + sent.expiresIn * 1000 }, session);
    return { kind: 'sent', destination: sent.destination };
  } catch (error) {
    return failureOf(error, route);
  }
}

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
    return bannerOf(failure);
  }
  local.setItem(storageKeys.otpExpiry, String(checkExpiresAt(now, expiresIn)));
  clearCheckCodeData(session);
  return { kind: 'verified' };
}
