// Signing in with a passkey (issue 17, part 1): the site's sign-in options, the browser's WebAuthn ceremony through
// @simplewebauthn/browser, the gateway's check, then the last step every way in shares (completeSignIn). Loaded by
// the sign-in screen after it is usable, only on a site that offers passkeys and outside the bank's app.
import { browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { isCancelledCeremony } from '../../rules/account/ceremonyCancelled';
import { passkeySignInOptions, signInWithPasskey } from '../../api/passkeyService';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';
import { completeSignIn, refusedConciergeSession, type SignInPlace } from './completeSignIn';

export type PasskeySignInResult =
  | { kind: 'navigate'; destination: string }
  /** The person closed the browser's dialog, or another ceremony replaced this one: nothing to say. */
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'conciergeDisabled' };

/** Whether the browser offers passkeys in the e-mail field's suggestions (conditional mediation). */
export function autofillAvailable(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill();
}

/**
 * One passkey sign-in. `autofill`: the request waits in the e-mail field's suggestions until the person picks a
 * passkey there (conditional mediation); otherwise the browser asks at once.
 */
export async function signInWithAPasskey(place: SignInPlace, { autofill }: { autofill: boolean }): Promise<PasskeySignInResult> {
  const api = sessionApi();
  let credential: unknown;
  try {
    const options = await passkeySignInOptions(api, place.location.siteId);
    credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  } catch (error) {
    if (isCancelledCeremony(error)) return { kind: 'cancelled' };
    return callFailureOf(error).kind === 'alerted' ? { kind: 'cancelled' } : { kind: 'failed' };
  }
  try {
    const tokens = await signInWithPasskey(api, place.location.siteId, credential);
    if (await refusedConciergeSession(place.flags)) return { kind: 'conciergeDisabled' };
    return { kind: 'navigate', destination: await completeSignIn(tokens, place) };
  } catch (error) {
    return callFailureOf(error).kind === 'alerted' ? { kind: 'cancelled' } : { kind: 'failed' };
  }
}
