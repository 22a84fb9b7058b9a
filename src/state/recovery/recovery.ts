// Password recovery (SPEC 2 recovery, passcode-preference, reset-password; SPEC 7 send-passcode,
// change-password-from-passcode): the calls, the held data between pages, and what each outcome leaves the screen to
// say. Nothing here tells whether an address has an account: the gateway answers alike. The step-by-step passcode
// check is in recoveryPasscodeCheck.ts, so the other pages do not carry it.
import type { KyInstance } from 'ky';
import type { PasscodeChannel } from '../../api/contracts/auth';
import { changePasswordFromPasscode, sendPasscode } from '../../api/recoveryService';
import type { FieldError } from '../../rules/fields/fieldErrors';
import { callFailureOf, refusedFieldError } from '../page/callFailure';
import { clearRecoveryData, saveRecoveryData } from './recoveryData';
import { sessionApi } from '../page/session';
import { minutesToWait } from '../../routes/retryWait';

export interface RecoveryPlace {
  siteId: string;
  locale: string;
  /** The captcha widget's token on a captcha site ('' after a captcha error); send-passcode is a protected call. */
  captchaToken?: string | undefined;
}

/** What a recovery call needs besides its entries; the page's own by default. */
export interface RecoveryEffects {
  api?: KyInstance;
  now?: number;
  storage?: Pick<Storage, 'setItem' | 'removeItem'>;
}

export type RecoveryBanner = 'captchaInvalid' | 'failed' | { id: 'tooManyAttempts'; minutes: number };

/** A refusal the screen explains in its banner, or nothing to add to the global alert already raised. */
export type RecoveryFailure = { kind: 'banner'; banner: RecoveryBanner } | { kind: 'alerted' };

/** The banner of a refusal no field explains; captcha refusals and throttled calls have their own. */
function bannerOf({ status, code, details }: { status: number; code?: string | undefined; details: Readonly<Record<string, unknown>> }): RecoveryFailure {
  if (status === 429) return { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: minutesToWait(details) } };
  return { kind: 'banner', banner: code === 'CAPTCHA_INVALID' ? 'captchaInvalid' : 'failed' };
}

export { holdRecoveryEmail } from './recoveryData';

/**
 * Asks for a recovery passcode by e-mail, or by SMS when chosen (the gateway falls back to e-mail for an account
 * without a phone). The answer is the same whether or not the address has an account.
 */
export async function requestRecoveryPasscode(
  request: { email: string; channel?: PasscodeChannel | undefined },
  place: RecoveryPlace,
  { api = sessionApi(), now = Date.now(), storage = sessionStorage }: RecoveryEffects = {},
): Promise<{ kind: 'sent' } | RecoveryFailure> {
  const email = request.email.trim();
  try {
    await sendPasscode(
      api,
      { email, siteId: place.siteId, locale: place.locale, ...(request.channel ? { channel: request.channel } : {}) },
      { captchaToken: place.captchaToken },
    );
  } catch (error) {
    const failure = callFailureOf(error);
    return failure.kind === 'alerted' ? failure : bannerOf(failure);
  }
  saveRecoveryData({ email, channel: request.channel ?? 'EMAIL' }, now, storage);
  return { kind: 'sent' };
}

export type ResetResult =
  | { kind: 'changed' }
  | { kind: 'passcodeIncorrect' }
  /** The new password is one of the last few (SPEC 5: it must differ from the last 4). */
  | { kind: 'passwordReused' }
  /** The gateway's SPEC 5 rules refused the new password. */
  | { kind: 'passwordRules'; error: FieldError }
  | RecoveryFailure;

/** Sets the new password with the passcode; the held data goes once it is set. */
export async function resetPasswordWithPasscode(
  request: { email: string; passcode: string; password: string },
  place: RecoveryPlace,
  { api = sessionApi(), storage = sessionStorage }: RecoveryEffects = {},
): Promise<ResetResult> {
  try {
    await changePasswordFromPasscode(api, { email: request.email.trim(), siteId: place.siteId, passcode: request.passcode, password: request.password });
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    if (failure.code === 'OTP_INVALID') return { kind: 'passcodeIncorrect' };
    if (failure.code === 'PASSWORD_REUSED') return { kind: 'passwordReused' };
    const rules = refusedFieldError(failure, 'password');
    return rules ? { kind: 'passwordRules', error: rules } : bannerOf(failure);
  }
  clearRecoveryData(storage);
  return { kind: 'changed' };
}
