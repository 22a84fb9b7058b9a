// The step-by-step recovery's passcode check (SPEC 2 passcode, SPEC 7 find-code purpose RECOVERY): the code is checked
// without being spent and held for the reset; every failure of the code itself is one answer, so nothing tells
// whether the address has an account.
import { findCode } from '../../api/passcodeService';
import { callFailureOf } from '../page/callFailure';
import type { RecoveryEffects, RecoveryFailure, RecoveryPlace } from './recovery';
import { saveRecoveryData, type RecoveryData } from './recoveryData';
import { sessionApi } from '../page/session';

/** Step by step: checks the passcode without spending it, and holds it for the reset. */
export async function verifyRecoveryPasscode(
  held: RecoveryData,
  passcode: string,
  place: RecoveryPlace,
  { api = sessionApi(), now = Date.now(), storage = sessionStorage }: RecoveryEffects = {},
): Promise<{ kind: 'verified' } | { kind: 'passcodeIncorrect' } | RecoveryFailure> {
  try {
    await findCode(api, { purpose: 'RECOVERY', email: held.email, siteId: place.siteId, passcode });
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    // Wrong, expired, used up or an unknown address: the gateway answers every one as OTP_INVALID.
    if (failure.code === 'OTP_INVALID') return { kind: 'passcodeIncorrect' };
    return { kind: 'banner', banner: failure.code === 'CAPTCHA_INVALID' ? 'captchaInvalid' : 'failed' };
  }
  saveRecoveryData({ email: held.email, ...(held.channel ? { channel: held.channel } : {}), passcode }, now, storage);
  return { kind: 'verified' };
}
