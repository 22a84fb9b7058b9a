import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../src/api/contracts/auth';
import { answerOf, insertSite, postJson, setCookies, signedInHeaders } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, refresh, signedIn, signIn } from '../testing/tokenRequests';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, 'localhost_unchecked', {});
});
afterAll(() => gateway.dispose());

const changePassword = (body: Record<string, unknown>, headers: Record<string, string>) => postJson(gateway, 'user-mgmt/user/change-password', body, headers);
const compromised = (headers: Record<string, string>) => gateway.fetch('/gateway/api/user-mgmt/user/vba/compromised-password', { headers });

describe('changing the password when signed in (POST user-mgmt/user/change-password)', () => {
  it('sets the new password and answers a fresh session, ending every other one', async () => {
    await insertUser(gateway, { email: 'changer@example.com', password: 'Changer-Passw0rd!' });
    const other = await signedIn(gateway, { username: 'changer@example.com', password: 'Changer-Passw0rd!' });
    const headers = await signedInHeaders(gateway, { username: 'changer@example.com', password: 'Changer-Passw0rd!' });
    const response = await changePassword({ currentPassword: 'Changer-Passw0rd!', newPassword: 'Changed-Passw0rd!' }, headers);
    expect(response.status).toBe(200);
    const tokens = tokenResponseSchema.parse(await response.json());
    expect([...setCookies(response).keys()]).toEqual(['SESSION', 'gmap_authenticated', 'gmap_user_type', 'portal_refresh', 'gmap_refreshable']);
    expect((await refresh(gateway, other.refresh_token ?? '')).status).toBe(400);
    expect((await refresh(gateway, tokens.refresh_token ?? '')).status).toBe(200);
    expect((await signIn(gateway, { username: 'changer@example.com', password: 'Changed-Passw0rd!' })).status).toBe(200);
  });

  it('answers a wrong current password with 400 CURRENT_PASSWORD_INCORRECT (never 401) and counts it toward the lockout', async () => {
    await insertUser(gateway, { email: 'fumbler@example.com', password: 'Fumbler-Passw0rd!' });
    const headers = await signedInHeaders(gateway, { username: 'fumbler@example.com', password: 'Fumbler-Passw0rd!' });
    const wrong = () => changePassword({ currentPassword: 'Wrong-Passw0rd!', newPassword: 'Changed-Passw0rd!' }, headers);
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect(await answerOf(await wrong())).toEqual({ status: 400, body: { error: 'CURRENT_PASSWORD_INCORRECT' } });
    expect((await answerOf(await wrong())).body).toMatchObject({ error: 'USER_LOCKED' });
  });

  it.each<[string, string, unknown]>([
    ['breaks the rules', 'nodigits', { error: 'VALIDATION_FAILED', details: { fields: { newPassword: { id: 'passwordRulesError', count: 3 } } } }],
    ['is the current password', 'Keeper-Passw0rd!', { error: 'PASSWORD_REUSED' }],
    [
      'is on the list of common or breached passwords',
      'Password1!',
      { error: 'VALIDATION_FAILED', details: { fields: { newPassword: { id: 'passwordCompromised' } } } },
    ],
  ])('refuses a new password that %s', async (_, newPassword, body) => {
    const email = `keeper.${crypto.randomUUID()}@example.com`;
    await insertUser(gateway, { email, password: 'Keeper-Passw0rd!' });
    const headers = await signedInHeaders(gateway, { username: email, password: 'Keeper-Passw0rd!' });
    expect(await answerOf(await changePassword({ currentPassword: 'Keeper-Passw0rd!', newPassword }, headers))).toEqual({ status: 400, body });
  });

  it('refuses a password used two changes ago', async () => {
    await insertUser(gateway, { email: 'circler@example.com', password: 'Circle-Passw0rd-1!' });
    let headers = await signedInHeaders(gateway, { username: 'circler@example.com', password: 'Circle-Passw0rd-1!' });
    const first = await changePassword({ currentPassword: 'Circle-Passw0rd-1!', newPassword: 'Circle-Passw0rd-2!' }, headers);
    headers = { Authorization: `Bearer ${tokenResponseSchema.parse(await first.json()).access_token}` };
    expect(await answerOf(await changePassword({ currentPassword: 'Circle-Passw0rd-2!', newPassword: 'Circle-Passw0rd-1!' }, headers))).toEqual({
      status: 400,
      body: { error: 'PASSWORD_REUSED' },
    });
  });

  it('needs a signed-in user: 401 without one', async () => {
    expect((await changePassword({ currentPassword: 'a', newPassword: 'b' }, {})).status).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no current password', { newPassword: 'Changed-Passw0rd!' }, 'currentPassword'],
    ['no new password', { currentPassword: 'Demo-Passw0rd!' }, 'newPassword'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, body, field) => {
    const headers = await signedInHeaders(gateway);
    expect(await answerOf(await changePassword(body, headers))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });
});

describe('the compromised-password check (GET user-mgmt/user/vba/compromised-password)', () => {
  it('remembers from the sign-in that a password is not on the list, on a site that checks', async () => {
    expect(await answerOf(await compromised(await signedInHeaders(gateway)))).toEqual({ status: 200, body: { compromised: false, checked: true } });
  });

  it('remembers from the sign-in that a password is on the list', async () => {
    await insertUser(gateway, { email: 'common@example.com', password: 'Password1!' });
    expect(await answerOf(await compromised(await signedInHeaders(gateway, { username: 'common@example.com', password: 'Password1!' })))).toEqual({
      status: 200,
      body: { compromised: true, checked: true },
    });
  });

  it('says unchecked where the site does not check (vba.compromised_password_check off)', async () => {
    await insertUser(gateway, { email: 'unchecked@example.com', password: 'Password1!', siteId: 'localhost_unchecked' });
    const headers = await signedInHeaders(gateway, { username: 'unchecked@example.com', password: 'Password1!', siteId: 'localhost_unchecked' });
    expect(await answerOf(await compromised(headers))).toEqual({ status: 200, body: { compromised: false, checked: false } });
  });

  it('clears the flag at once when a flagged password is changed (a listed one is refused, so the new one is never flagged)', async () => {
    await insertUser(gateway, { email: 'weakening@example.com', password: 'Qwerty123!' });
    const headers = await signedInHeaders(gateway, { username: 'weakening@example.com', password: 'Qwerty123!' });
    expect((await answerOf(await compromised(headers))).body).toEqual({ compromised: true, checked: true });
    const response = await changePassword({ currentPassword: 'Qwerty123!', newPassword: 'Weakening-Passw0rd!' }, headers);
    const fresh = { Authorization: `Bearer ${tokenResponseSchema.parse(await response.json()).access_token}` };
    expect((await answerOf(await compromised(fresh))).body).toEqual({ compromised: false, checked: true });
  });

  it('needs a signed-in user: 401 without one', async () => {
    expect((await compromised({})).status).toBe(401);
  });
});
