// Signing in with a password (SPEC 4, SPEC 7 token grant): the password grant, the hand-over to the passcode screens,
// and on success the last step every way in shares (src/state/signIn/completeSignIn.ts). The sign-in form loads this
// module with its first send.
import { passwordGrant } from '../../api/authService';
import { genericAlertStatuses } from '../../api/errorCatalogue';
import { isGatewayError } from '../../api/gatewayError';
import { routePath } from '../../routes/routePath';
import { signInOutcome, type SignInOutcome } from '../../routes/signInOutcome';
import { completeSignIn, refusedConciergeSession, type SignInPlace } from './completeSignIn';
import { saveLoginData } from './loginData';
import { reportFailure, sessionApi } from '../page/session';

/** The risk vendor's latest token, from the shell's script API (src/layouts/heldSubmitScript.ts `riskTokenScript`). */
function riskToken(): string | undefined {
  return (window as { portalRisk?: { tokens: Partial<Record<string, string>> } }).portalRisk?.tokens['VAAP'];
}

/** Where to go next (signed in, or on to the passcode screens), or what the form shows. */
export type SignInResult = { kind: 'navigate'; destination: string } | Exclude<SignInOutcome, { kind: 'passcode' }>;

/** A refused or failed grant as the screens read it; anything that is not a gateway error was reported already. */
function refusedOutcome(error: unknown): SignInOutcome {
  if (!isGatewayError(error)) {
    reportFailure(error);
    return { kind: 'alerted' };
  }
  return signInOutcome({ status: error.status, code: error.code, details: error.details, alerted: genericAlertStatuses.includes(error.status) });
}

/**
 * The password grant. A passcode step saves the login data (never the password) and answers the passcode
 * screen's path; other refusals answer what the form shows.
 */
export async function signInWithPassword(
  credentials: { username: string; password: string },
  place: SignInPlace,
  captchaToken?: string,
): Promise<SignInResult> {
  const { location, flags } = place;
  try {
    const tokens = await passwordGrant(
      sessionApi(),
      {
        username: credentials.username.trim(),
        password: credentials.password,
        siteId: location.siteId,
        locale: location.locale,
        vba_token: riskToken(),
      },
      { captchaToken },
    );
    if (await refusedConciergeSession(flags)) return { kind: 'banner', banner: { id: 'conciergeDisabled' } };
    return { kind: 'navigate', destination: await completeSignIn(tokens, place) };
  } catch (error) {
    const outcome = refusedOutcome(error);
    if (outcome.kind === 'passcode') {
      saveLoginData({
        username: credentials.username.trim(),
        challenge: outcome.challenge,
        channels: outcome.channels,
        channel: outcome.channel,
        destination: outcome.destination,
        expiresAt: Date.now() + outcome.expiresInSeconds * 1000,
      });
      return { kind: 'navigate', destination: routePath(location, outcome.route, flags) };
    }
    return outcome;
  }
}
