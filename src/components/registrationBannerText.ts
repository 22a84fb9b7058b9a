// The words of a registration banner (the registration and card steps): a refused captcha, a throttled sign-up that
// says how long to wait, or the refusal no field explains.
import { countedText } from '../content/pluralText';
import type { Texts } from '../content/textKeys';
import type { RegistrationBanner } from '../state/registration/registrationLayout';

export const registrationBannerTextKeys = ['login.captchaInvalid', 'error.tooManyAttempts', 'registration.failed'] as const;

export function registrationBannerText(texts: Pick<Texts, (typeof registrationBannerTextKeys)[number]>, banner: RegistrationBanner): string {
  switch (banner.id) {
    case 'captchaInvalid':
      return texts['login.captchaInvalid'];
    case 'tooManyAttempts':
      return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
    case 'failed':
      return texts['registration.failed'];
  }
}
