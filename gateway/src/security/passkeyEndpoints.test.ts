import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ceremonyOptionsSchema, passkeySchema, passkeysSchema } from '../../../src/api/contracts/passkeys';
import { tokenResponseSchema } from '../../../src/api/contracts/auth';
import { newSignedInAccount, type TestAccount } from '../testing/authorizedRequests';
import { answerOf, insertSite, setCookies } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { softAuthenticator, type SoftAuthenticator } from '../testing/softAuthenticator';

const siteId = 'localhost_passkey-bank';
const origin = 'http://localhost';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, siteId, { site_auth_profile: { passkeys: true } });
  await insertSite(gateway, 'localhost_no-passkeys', { site_auth_profile: { auth_mechanism: 'USER_NAME_PASSWORD' } });
});
afterAll(() => gateway.dispose());

/** A browser's call: JSON with the page's Origin (the cross-site check and the relying party both read it). */
function call(path: string, body: unknown, token?: string) {
  return gateway.fetch(`/gateway/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function registrationOptions(account: TestAccount) {
  const response = await call('user-mgmt/user/passkeys/options', {}, account.token);
  expect(response.status).toBe(200);
  return ceremonyOptionsSchema.parse(await response.json()) as { challenge: string; rp: { id?: string } };
}

/** A cardholder of the passkey site with a passkey added, and its authenticator. */
async function withPasskey(name = 'Laptop'): Promise<{ account: TestAccount; authenticator: SoftAuthenticator }> {
  const account = await newSignedInAccount(gateway, { siteId });
  const authenticator = await softAuthenticator(account.id);
  const credential = await authenticator.register(await registrationOptions(account), origin);
  const added = await call('user-mgmt/user/passkeys', { name, credential }, account.token);
  expect(added.status, await added.clone().text()).toBe(201);
  return { account, authenticator };
}

async function signInOptions() {
  const response = await call('user-auth/passkey/options', { siteId });
  expect(response.status).toBe(200);
  return ceremonyOptionsSchema.parse(await response.json()) as { challenge: string; rpId?: string };
}

const signIn = (credential: unknown) => call('user-auth/passkey/sign-in', { siteId, credential });
const refused = { status: 400, body: { error: 'PASSKEY_REFUSED' } };

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification for the site as relying party, none of those it has', async () => {
    const { account, authenticator } = await withPasskey();
    const options = (await registrationOptions(account)) as unknown as Record<string, unknown>;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: siteId },
      user: { name: account.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [{ id: authenticator.credentialId, type: 'public-key' }],
    });
  });

  it('verifies the attestation and lists the passkey by its name, with no use yet', async () => {
    const { account } = await withPasskey('Work laptop');
    const list = await gateway.fetch('/gateway/api/user-mgmt/user/passkeys', { headers: { Authorization: `Bearer ${account.token}` } });
    const { passkeys } = passkeysSchema.parse(await list.json());
    expect(passkeys).toEqual([{ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
  });

  it('refuses an answer to a spent challenge, from another origin, without user verification, or to another user’s challenge', async () => {
    const account = await newSignedInAccount(gateway, { siteId });
    const authenticator = await softAuthenticator(account.id);
    const options = await registrationOptions(account);
    const answer = await authenticator.register(options, origin);
    expect((await call('user-mgmt/user/passkeys', { name: 'First', credential: answer }, account.token)).status).toBe(201);
    expect(await answerOf(await call('user-mgmt/user/passkeys', { name: 'Again', credential: answer }, account.token))).toEqual(refused);

    const other = await softAuthenticator(account.id);
    const foreign = await other.register(await registrationOptions(account), 'http://attacker.localhost');
    expect(await answerOf(await call('user-mgmt/user/passkeys', { name: 'Foreign', credential: foreign }, account.token))).toEqual(refused);
    const unverified = await other.register(await registrationOptions(account), origin, { userVerified: false });
    expect(await answerOf(await call('user-mgmt/user/passkeys', { name: 'Unverified', credential: unverified }, account.token))).toEqual(refused);

    const stranger = await newSignedInAccount(gateway, { siteId });
    const stolen = await other.register(await registrationOptions(account), origin);
    expect(await answerOf(await call('user-mgmt/user/passkeys', { name: 'Stolen', credential: stolen }, stranger.token))).toEqual(refused);
  });

  it('names the field when the name is missing or carries markup, and keeps the challenge unspent', async () => {
    const account = await newSignedInAccount(gateway, { siteId });
    const authenticator = await softAuthenticator(account.id);
    const credential = await authenticator.register(await registrationOptions(account), origin);
    for (const [name, id] of [
      ['  ', 'required'],
      ['<b>Laptop</b>', 'error'],
    ]) {
      expect(await answerOf(await call('user-mgmt/user/passkeys', { name, credential }, account.token))).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION_FAILED', details: { fields: { name: { id } } } },
      });
    }
    expect((await call('user-mgmt/user/passkeys', { name: 'Phone', credential }, account.token)).status).toBe(201);
  });

  it('needs a sign-in or a passcode check of the last 15 minutes', async () => {
    const account = await newSignedInAccount(gateway, { siteId });
    await gateway.env.DB.prepare('UPDATE refresh_tokens SET created_at = created_at - 3600 WHERE user_id = ?').bind(account.id).run();
    expect(await answerOf(await call('user-mgmt/user/passkeys/options', {}, account.token))).toEqual({
      status: 403,
      body: { error: 'REAUTHENTICATION_REQUIRED' },
    });
    await gateway.env.DB.prepare(
      "INSERT INTO passcodes (user_id, site_id, purpose, salt, code_hash, channel, expires_at, used_at) VALUES (?, ?, 'CHECK', 's', 'h', 'EMAIL', unixepoch() + 600, unixepoch())",
    )
      .bind(account.id, siteId)
      .run();
    expect((await call('user-mgmt/user/passkeys/options', {}, account.token)).status).toBe(200);
  });

  it('is refused on a site that does not offer passkeys', async () => {
    const account = await newSignedInAccount(gateway, { siteId: 'localhost_no-passkeys' });
    expect(await answerOf(await call('user-mgmt/user/passkeys/options', {}, account.token))).toEqual({ status: 403, body: { error: 'PASSKEYS_OFF' } });
    expect(await answerOf(await call('user-auth/passkey/options', { siteId: 'localhost_no-passkeys' }))).toEqual({
      status: 403,
      body: { error: 'PASSKEYS_OFF' },
    });
  });
});

describe('signing in with a passkey', () => {
  it('asks for any passkey of the site with user verification, then answers a session as a password sign-in does', async () => {
    const { account, authenticator } = await withPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect((options as Record<string, unknown>)['allowCredentials']).toBeUndefined();
    const response = await signIn(await authenticator.signIn(options, origin));
    expect(response.status).toBe(200);
    expect(tokenResponseSchema.parse(await response.json()).access_token).toMatch(/\./);
    expect([...setCookies(response).keys()]).toEqual(expect.arrayContaining(['SESSION']));
    const list = await gateway.fetch('/gateway/api/user-mgmt/user/passkeys', { headers: { Authorization: `Bearer ${account.token}` } });
    const [passkey] = passkeysSchema.parse(await list.json()).passkeys;
    expect(passkeySchema.parse(passkey).lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, a counter that does not grow, another origin, no user verification, or another user handle', async () => {
    const { authenticator } = await withPasskey();
    const first = await authenticator.signIn(await signInOptions(), origin);
    expect((await signIn(first)).status).toBe(200);
    expect(await answerOf(await signIn(first))).toEqual(refused);
    expect(await answerOf(await signIn(await authenticator.signIn(await signInOptions(), origin, { counter: 1 })))).toEqual(refused);
    expect(await answerOf(await signIn(await authenticator.signIn(await signInOptions(), 'http://attacker.localhost')))).toEqual(refused);
    expect(await answerOf(await signIn(await authenticator.signIn(await signInOptions(), origin, { userVerified: false })))).toEqual(refused);
    const someoneElse = await authenticator.signIn(await signInOptions(), origin, { userHandle: 'c29tZW9uZS1lbHNl' });
    expect(await answerOf(await signIn(someoneElse))).toEqual(refused);
    expect((await signIn(await authenticator.signIn(await signInOptions(), origin))).status).toBe(200);
  });

  it('refuses a passkey that was removed, and one of another site', async () => {
    const { account, authenticator } = await withPasskey();
    const list = await gateway.fetch('/gateway/api/user-mgmt/user/passkeys', { headers: { Authorization: `Bearer ${account.token}` } });
    const [passkey] = passkeysSchema.parse(await list.json()).passkeys;
    const stranger = await newSignedInAccount(gateway, { siteId });
    expect(await answerOf(await call(`user-mgmt/user/passkeys/${passkey?.id ?? ''}/remove`, {}, stranger.token))).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    const otherSite = await call('user-auth/passkey/sign-in', {
      siteId: 'localhost_no-passkeys',
      credential: await authenticator.signIn(await signInOptions(), origin),
    });
    expect((await answerOf(otherSite)).status).toBe(403);
    expect(await answerOf(await call(`user-mgmt/user/passkeys/${passkey?.id ?? ''}/remove`, {}, account.token))).toEqual({ status: 200, body: { removed: 1 } });
    expect(await answerOf(await signIn(await authenticator.signIn(await signInOptions(), origin)))).toEqual(refused);
  });
});
