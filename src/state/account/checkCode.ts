// The signed-in check code, its destinations and sending (SPEC 2 otp-check-preference; SPEC 7 get-preference-details,
// send-code without a challenge). Checking the code is checkCodeVerify.ts. SPEC 8: on otp-check-passcode the error
// catalogue skips all handling, so every failure there is the screen's to explain.
import { findUser } from '../../api/authService';
import type { PasscodeChannel } from '../../api/contracts/auth';
import { getPreferenceDetails, sendCode } from '../../api/passcodeService';
import type { RouteName } from '../../routes/routeTable';
import { callFailureOf } from '../page/callFailure';
import { checkBannerOf, type CheckEffects, type CheckFailure } from './checkBanner';
import { saveCheckCodeData } from './checkCodeData';
import { sessionApi } from '../page/session';

function failureOf(error: unknown, route: RouteName): CheckFailure {
  return checkBannerOf(callFailureOf(error, { route }));
}

/** The masked e-mail and phone the code can go to (phone null when the account has none). */
export async function loadCheckDestinations(
  siteId: string,
  { api = sessionApi() }: CheckEffects = {},
): Promise<{ kind: 'loaded'; email: string; phone: string | null; preferredChannel: PasscodeChannel | null } | CheckFailure> {
  try {
    const profile = await findUser(api);
    const details = await getPreferenceDetails(api, { primaryUserIdentifier: profile.primaryUserIdentifier, siteId });
    return { kind: 'loaded', email: details.email, phone: details.phone, preferredChannel: details.preferredChannel };
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
