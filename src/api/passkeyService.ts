// Typed calls of passkeys (issue 17, part 1): the security page's list, registration and removal, and the sign-in.
import type { KyInstance } from 'ky';
import { tokenResponseSchema, type TokenResponse } from './contracts/auth';
import { ceremonyOptionsSchema, passkeyPaths, passkeySchema, passkeysSchema, type CeremonyOptions, type Passkey, type Passkeys } from './contracts/passkeys';
import { getJson, postJson, postUnread } from './request';

export function listPasskeys(api: KyInstance): Promise<Passkeys> {
  return getJson(api, passkeyPaths.passkeys, passkeysSchema);
}

export function passkeyRegistrationOptions(api: KyInstance): Promise<CeremonyOptions> {
  return postJson(api, passkeyPaths.registrationOptions, {}, ceremonyOptionsSchema);
}

export function addPasskey(api: KyInstance, name: string, credential: unknown): Promise<Passkey> {
  return postJson(api, passkeyPaths.passkeys, { name, credential }, passkeySchema);
}

/** The answer is not read beyond its status: a bank's gateway may answer it with no body. */
export async function removePasskey(api: KyInstance, id: string): Promise<void> {
  await postUnread(api, passkeyPaths.removePasskey(id), {});
}

export function passkeySignInOptions(api: KyInstance, siteId: string): Promise<CeremonyOptions> {
  return postJson(api, passkeyPaths.signInOptions, { siteId }, ceremonyOptionsSchema);
}

export function signInWithPasskey(api: KyInstance, siteId: string, credential: unknown): Promise<TokenResponse> {
  return postJson(api, passkeyPaths.signIn, { siteId, credential }, tokenResponseSchema);
}
