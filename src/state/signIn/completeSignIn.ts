// The last step every way of signing in shares (SPEC 4): remember the tokens, tell the app, settle the auth state, go
// where the user was headed. Its own module, so the password grant (src/state/signIn/signIn.ts) is loaded by the
// sign-in form's first send alone and its chunk exports just what that `import()` reads.
import type { TokenResponse } from '../../api/contracts/auth';
import { storageKeys } from '../../site/authState';
import type { Flags } from '../../site/flags';
import { afterSignIn } from '../../routes/afterSignIn';
import type { PortalLocation } from '../../routes/location';
import { isPasswordCompromised } from './compromisedPassword';
import { isPolicyToAcceptAfterSignIn } from './policyToAccept';
import { asksPolicyAgain } from '../../rules/account/policyAcceptance';
import { clearLoginData } from './loginData';
import { reportToApp } from '../page/nativeBridge';
import { endSession, rememberTokens, resolveAuthState } from '../page/session';
import { currentUserType } from '../page/userType';
import { $siteConfig } from '../page/siteConfig';

export interface SignInPlace {
  location: PortalLocation;
  flags: Flags;
}

/**
 * A staff (concierge) session on a deployment whose `concierge` flag is off is ended at once, whatever the gateway
 * allowed (a bank's own gateway may not know the flag). Answers whether it was one.
 */
export async function refusedConciergeSession(flags: Flags): Promise<boolean> {
  if (flags.concierge || currentUserType() !== 'CONCIERGE') return false;
  await endSession({ revoke: true, reload: false });
  return true;
}

/**
 * The tokens are in: remember them, report the login to the app, and find where to go (activation, a new privacy
 * policy to accept, the compromised-password notice, return URL, profile).
 */
export async function completeSignIn(tokens: TokenResponse, { location, flags }: SignInPlace): Promise<string> {
  rememberTokens(tokens);
  clearLoginData();
  reportToApp('login');
  const authState = await resolveAuthState();
  const siteConfig = $siteConfig.get();
  const [passwordCompromised, policyToAccept] = await Promise.all([
    isPasswordCompromised(siteConfig, authState),
    siteConfig !== undefined && asksPolicyAgain(siteConfig) ? isPolicyToAcceptAfterSignIn(siteConfig, authState) : false,
  ]);
  const destination = afterSignIn({
    authState,
    passwordCompromised,
    policyToAccept,
    storedReturnUrl: sessionStorage.getItem(storageKeys.returnUrl),
    location,
    origin: window.location.origin,
    flags,
  });
  // The new policy and the compromised-password notice lead on to the return URL afterwards, so it stays stored until then.
  if (!passwordCompromised && !policyToAccept) sessionStorage.removeItem(storageKeys.returnUrl);
  return destination;
}
