// Signing in (SPEC 4, SPEC 7 token grant): the password grant, the hand-over to the passcode screens, and the
// last step every way in shares — remember the tokens, tell the app, settle the auth state, go where the user was headed.
import { passwordGrant } from '../../api/authService';
import type { TokenResponse } from '../../api/contracts/auth';
import { genericAlertStatuses } from '../../api/errorCatalogue';
import { isGatewayError } from '../../api/gatewayError';
import { storageKeys } from '../../site/authState';
import type { Flags } from '../../site/flags';
import { afterSignIn } from '../../routes/afterSignIn';
import { routePath, type PortalLocation } from '../../routes/location';
import { signInOutcome, type SignInOutcome } from '../../routes/signInOutcome';
import { isPasswordCompromised } from './compromisedPassword';
import { clearLoginData, saveLoginData } from './loginData';
import { reportToApp } from '../page/nativeBridge';
import { rememberTokens, reportFailure, resolveAuthState, sessionApi } from '../page/session';
import { $siteConfig } from '../page/siteConfig';

/** Where to go next (signed in, or on to the passcode screens), or what the form shows. */
export type SignInResult = { kind: 'navigate'; destination: string } | Exclude<SignInOutcome, { kind: 'passcode' }>;

export interface SignInPlace {
  location: PortalLocation;
  flags: Flags;
}

/**
 * The tokens are in: remember them, report the login to the app, and find where to go (activation, the
 * compromised-password notice, return URL, profile).
 */
export async function completeSignIn(tokens: TokenResponse, { location, flags }: SignInPlace): Promise<string> {
  rememberTokens(tokens);
  clearLoginData();
  reportToApp('login');
  const authState = await resolveAuthState();
  const passwordCompromised = await isPasswordCompromised($siteConfig.get(), authState);
  const destination = afterSignIn({
    authState,
    passwordCompromised,
    storedReturnUrl: sessionStorage.getItem(storageKeys.returnUrl),
    location,
    origin: window.location.origin,
    flags,
  });
  // The compromised-password notice leads on to the return URL afterwards, so it stays stored until then.
  if (!passwordCompromised) sessionStorage.removeItem(storageKeys.returnUrl);
  return destination;
}

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
      },
      { captchaToken },
    );
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
