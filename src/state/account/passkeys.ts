// The security page's passkeys (issue 17, part 1): the list, adding one through the browser's WebAuthn ceremony
// (@simplewebauthn/browser) and the gateway's check, and removing one; what each outcome leaves the screen to say.
import { startRegistration } from '@simplewebauthn/browser';
import { isCancelledCeremony } from '../../rules/account/ceremonyCancelled';
import type { Passkey } from '../../api/contracts/passkeys';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey } from '../../api/passkeyService';
import { callFailureOf, refusedFieldError } from '../page/callFailure';
import { sessionApi } from '../page/session';

export async function loadPasskeys(): Promise<Passkey[] | undefined> {
  try {
    return (await listPasskeys(sessionApi())).passkeys;
  } catch (error) {
    callFailureOf(error);
    return undefined;
  }
}

export type PasskeyCreation =
  | { kind: 'added'; passkeys: Passkey[] }
  /** The sign-in is older than 15 minutes: a passcode check first. */
  | { kind: 'reauthenticate' }
  /** The gateway refused the name (its own check repeats the screen's). */
  | { kind: 'nameInvalid'; required: boolean }
  /** The browser's dialog was closed or timed out: nothing happened. */
  | { kind: 'cancelled' }
  | { kind: 'failed' };

export async function createPasskey(name: string): Promise<PasskeyCreation> {
  const api = sessionApi();
  let options;
  try {
    options = await passkeyRegistrationOptions(api);
  } catch (error) {
    const failure = callFailureOf(error);
    return failure.kind === 'refused' && failure.code === 'REAUTHENTICATION_REQUIRED' ? { kind: 'reauthenticate' } : { kind: 'failed' };
  }
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: options as never });
  } catch (error) {
    return isCancelledCeremony(error) ? { kind: 'cancelled' } : { kind: 'failed' };
  }
  try {
    await addPasskey(api, name, credential);
  } catch (error) {
    const nameError = refusedFieldError(callFailureOf(error), 'name');
    return nameError ? { kind: 'nameInvalid', required: nameError.id === 'required' } : { kind: 'failed' };
  }
  return { kind: 'added', passkeys: (await loadPasskeys()) ?? [] };
}

/** Removes one; the list as it now stands, or undefined when it could not be removed. */
export async function deletePasskey(id: string): Promise<Passkey[] | undefined> {
  try {
    await removePasskey(sessionApi(), id);
  } catch (error) {
    const failure = callFailureOf(error);
    if (!(failure.kind === 'refused' && failure.status === 404)) return undefined;
  }
  return (await loadPasskeys()) ?? [];
}
