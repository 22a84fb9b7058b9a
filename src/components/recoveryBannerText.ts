// The words of a recovery banner: a refused captcha, a throttled request that says how long to wait, or the screen's
// own refusal text.
import { countedText } from '../content/pluralText';
import type { Texts } from '../content/textKeys';
import type { RecoveryBanner } from '../state/recovery/recovery';

export const recoveryBannerTextKeys = ['login.captchaInvalid', 'error.tooManyAttempts'] as const;

export function recoveryBannerText(texts: Pick<Texts, (typeof recoveryBannerTextKeys)[number]>, banner: RecoveryBanner, failed: string): string {
  if (banner === 'captchaInvalid') return texts['login.captchaInvalid'];
  if (banner === 'failed') return failed;
  return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
}
