// The banner of a check-code screen for what went wrong (SPEC 8: on otp-check-passcode no global alert is raised, so a
// failure there carries its reference id).
import { countedText } from '../../content/pluralText';
import { withReference } from '../../content/reference';
import type { Texts } from '../../content/textKeys';
import type { CheckBanner } from '../../state/account/checkBanner';

export function checkBannerText(
  texts: Pick<Texts, 'check.tooManyCodes' | 'error.tooManyAttempts' | 'check.failed' | 'error.reference' | 'login.deviceLocked'>,
  banner: CheckBanner,
): string {
  switch (banner.id) {
    case 'tooManyCodes':
      return texts['check.tooManyCodes'];
    case 'tooManyAttempts':
      return countedText(texts['error.tooManyAttempts'], banner.minutes, { minutes: banner.minutes });
    case 'locked':
      return texts['login.deviceLocked'];
    case 'failed':
      return withReference(texts['check.failed'], texts['error.reference'], banner.correlationId);
  }
}
