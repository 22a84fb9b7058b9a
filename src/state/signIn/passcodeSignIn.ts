// The passcode steps of signing in (SPEC 2 login-otp-preference and login-otp, SPEC 4 OTP codes): where the code
// goes, sending it, and the second grant with the code and the challenge (the password is never sent twice).
import { otpGrant } from '../../api/authService';
import { getPreferenceDetails, sendCode } from '../../api/passcodeService';
import type { PreferenceDetails } from '../../api/contracts/passcode';
import { genericAlertStatuses } from '../../api/errorCatalogue';
import { isGatewayError } from '../../api/gatewayError';
import { minutesToWait, namesAWait } from '../../routes/retryWait';
import type { SignInCodeChannel } from '../../routes/signInOutcome';
import { saveLoginData, type LoginData } from './loginData';
import { completeSignIn, type SignInPlace } from './completeSignIn';
import { callFailureOf } from '../page/callFailure';
import { reportFailure, sessionApi } from '../page/session';

/** The masked e-mail and phone of the user signing in; undefined when they cannot be had (the screen still offers the channels). */
export async function passcodeDestinations(data: LoginData, siteId: string): Promise<PreferenceDetails | undefined> {
  try {
    return await getPreferenceDetails(sessionApi(), { primaryUserIdentifier: data.username, siteId, challenge: data.challenge });
  } catch (error) {
    callFailureOf(error);
    return undefined;
  }
}

/** A refused send says its code, and for a throttled one (429) how many minutes to wait. */
export type SendOutcome = { ok: true; data: LoginData } | { ok: false; code: string | undefined; minutesToWait?: number };

/** Sends the sign-in code to a channel and remembers where it went. */
export async function sendSignInCode(data: LoginData, channel: Exclude<SignInCodeChannel, 'TOTP'>): Promise<SendOutcome> {
  try {
    const sent = await sendCode(sessionApi(), { challenge: data.challenge, channel });
    const next: LoginData = { ...data, channel, destination: sent.destination };
    saveLoginData(next);
    return { ok: true, data: next };
  } catch (error) {
    const failure = callFailureOf(error);
    // A wait only when the gateway names one: a challenge that has had all its sends is over, whatever the wait.
    if (failure.kind === 'refused' && failure.status === 429 && namesAWait(failure.details)) {
      return { ok: false, code: failure.code, minutesToWait: minutesToWait(failure.details) };
    }
    return { ok: false, code: failure.kind === 'refused' ? failure.code : undefined };
  }
}

export type VerifyOutcome =
  | { kind: 'signedIn'; destination: string }
  /** The code is wrong or expired: said under the field. */
  | { kind: 'field'; reason: 'incorrect' | 'expired' }
  /** The step cannot go on: the challenge is spent or unknown, or the device or account is locked. */
  | { kind: 'banner'; reason: 'sessionExpired' | 'deviceLocked' | 'userLocked' | 'conciergeDisabled' | 'failed'; minutes?: number }
  | { kind: 'alerted' };

const bannerReasons = {
  OTP_CHALLENGE_INVALID: 'sessionExpired',
  DEVICE_LOCKED: 'deviceLocked',
  USER_LOCKED: 'userLocked',
  CONCIERGE_DISABLED: 'conciergeDisabled',
} as const satisfies Record<string, Extract<VerifyOutcome, { kind: 'banner' }>['reason']>;

export async function verifySignInCode(data: LoginData, code: string, trustDevice: boolean, place: SignInPlace): Promise<VerifyOutcome> {
  const channel = data.channel;
  if (channel === undefined) return { kind: 'banner', reason: 'sessionExpired' };
  try {
    const tokens = await otpGrant(sessionApi(), {
      username: data.username,
      siteId: place.location.siteId,
      locale: place.location.locale,
      otp: code.trim(),
      otp_type: channel,
      otp_challenge: data.challenge,
      trust_device: trustDevice,
    });
    return { kind: 'signedIn', destination: await completeSignIn(tokens, place) };
  } catch (error) {
    if (!isGatewayError(error)) {
      reportFailure(error);
      return { kind: 'alerted' };
    }
    if (error.code === 'OTP_INVALID') return { kind: 'field', reason: 'incorrect' };
    if (error.code === 'OTP_EXPIRED') return { kind: 'field', reason: 'expired' };
    if (error.code !== undefined && Object.hasOwn(bannerReasons, error.code)) {
      const seconds = error.details['retryAfterSeconds'];
      const minutes = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 15;
      return { kind: 'banner', reason: bannerReasons[error.code as keyof typeof bannerReasons], minutes };
    }
    return genericAlertStatuses.includes(error.status) ? { kind: 'alerted' } : { kind: 'banner', reason: 'failed' };
  }
}

export { currentLoginData, loginDataOnEntry } from './loginData';
