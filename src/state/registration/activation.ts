// Activating an account (SPEC 2 activate and resend-activation, SPEC 4 LOGGEDIN_INACTIVE; SPEC 7 activate-token and
// activation-email): the calls and what each outcome leaves the screen to say. A resend answers the same whether or not
// the address has an account waiting for activation.
import type { KyInstance } from 'ky';
import { findUser } from '../../api/authService';
import { activateToken, resendActivationEmail } from '../../api/registrationService';
import { minutesToWait } from '../../routes/retryWait';
import type { RecoveryBanner } from '../recovery/recovery';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export type ActivationResult =
  | { kind: 'activated' }
  /** The link is past its 48 hours: a new e-mail brings a new one. */
  | { kind: 'expired' }
  /** Used already, or never issued: the gateway does not tell these apart. */
  | { kind: 'invalid' }
  /** Nothing the screen can explain beyond "try again": the generic alert was raised when there was something to say. */
  | { kind: 'failed' };

const activationRefusals: Readonly<Record<string, ActivationResult>> = {
  ACTIVATION_TOKEN_EXPIRED: { kind: 'expired' },
  ACTIVATION_TOKEN_INVALID: { kind: 'invalid' },
};

export async function activateAccount(token: string, api: KyInstance = sessionApi()): Promise<ActivationResult> {
  try {
    await activateToken(api, token);
    return { kind: 'activated' };
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'refused' && failure.code !== undefined && Object.hasOwn(activationRefusals, failure.code)) {
      return activationRefusals[failure.code] ?? { kind: 'failed' };
    }
    return { kind: 'failed' };
  }
}

/** Where a resend is asked from; `captchaToken`: the widget's token on a captcha site ('' after a captcha error). */
export interface ResendPlace {
  siteId: string;
  locale: string;
  captchaToken?: string | undefined;
}

/** The banner of a refused resend: a refused captcha, a throttled request with its wait (SPEC 8, issue 13), or a failure. */
export type ResendBanner = RecoveryBanner;

/**
 * The words of a refused resend. Here, in the module the screens load with their first send, so their first load
 * carries none of the throttle wording.
 */
export function resendBannerText(texts: Pick<Texts, 'login.captchaInvalid' | 'error.tooManyAttempts'>, banner: ResendBanner, failed: string): string {
  if (banner === 'captchaInvalid') return texts['login.captchaInvalid'];
  if (banner === 'failed') return failed;
  return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
}

export type ResendResult = { kind: 'sent'; email: string } | { kind: 'banner'; banner: ResendBanner } | { kind: 'alerted' };

/** A new activation link for an address: the same answer for any address, so the screen says the same. */
export async function resendActivation(email: string, place: ResendPlace, api: KyInstance = sessionApi()): Promise<ResendResult> {
  const trimmed = email.trim();
  try {
    await resendActivationEmail(api, { email: trimmed, siteId: place.siteId, locale: place.locale }, { captchaToken: place.captchaToken });
    return { kind: 'sent', email: trimmed };
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    if (failure.status === 429) return { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: minutesToWait(failure.details) } };
    return { kind: 'banner', banner: failure.code === 'CAPTCHA_INVALID' ? 'captchaInvalid' : 'failed' };
  }
}

/** A signed-in account that is not activated yet (LOGGEDIN_INACTIVE) asks for a new link to its own address. */
export async function resendOwnActivation(place: ResendPlace, api: KyInstance = sessionApi()): Promise<ResendResult> {
  let email: string;
  try {
    email = (await findUser(api)).email;
  } catch (error) {
    const failure = callFailureOf(error);
    return failure.kind === 'alerted' ? failure : { kind: 'banner', banner: 'failed' };
  }
  return resendActivation(email, place, api);
}
