import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../src/api/contracts/auth';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { cookieFrom, postJson } from '../testing/gatewayCalls';
import { getWithToken, openLookUp, postWithToken } from '../testing/authorizedRequests';
import { ageSpentRefreshTokens, insertUser, postTokenForm, refresh, signIn, signedIn } from '../testing/tokenRequests';

// Access tokens carry their session (sid) and are checked against it on every use: ending the session ends them at
// once, not when their 15 minutes run out.
let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const find = 'user-mgmt/user/find';
/** The portal page's own origin: a browser's token answers carry no refresh token, its cookie does. */
const page = { Origin: 'http://localhost:8899', 'X-Forwarded-Host': 'localhost:8899', 'X-Forwarded-Prefix': '/api/' };
let accounts = 0;

async function newUser(): Promise<{ username: string; password: string }> {
  accounts += 1;
  const user = { username: `ending.${accounts}@example.com`, password: 'Ending-Passw0rd!' };
  await insertUser(gateway, { email: user.username, password: user.password });
  return user;
}

async function expectDead(accessToken: string): Promise<void> {
  const answer = await getWithToken(gateway, find, accessToken);
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ error: 'UNAUTHORIZED' });
}

describe('access tokens end with their session', () => {
  it('work while the session lives', async () => {
    const { access_token: token } = await signedIn(gateway, await newUser());
    expect((await getWithToken(gateway, find, token)).status).toBe(200);
  });

  it('die at logout (revoke with the refresh token)', async () => {
    const tokens = await signedIn(gateway, await newUser());
    await gateway.fetch(`/gateway/api/user-auth/tokens/revoke?refresh_token=${tokens.refresh_token ?? ''}`, { method: 'POST' });
    await expectDead(tokens.access_token);
  });

  it('die at a browser logout that presents only its cookies', async () => {
    const user = await newUser();
    const response = await signIn(gateway, user, { headers: page });
    const { access_token: token } = tokenResponseSchema.parse(await response.json());
    const cookies = [cookieFrom(response, 'SESSION'), cookieFrom(response, 'portal_refresh')].join('; ');
    const revoked = await gateway.fetch('/gateway/api/user-auth/tokens/revoke', { method: 'POST', headers: { ...page, Cookie: cookies } });
    expect(revoked.status).toBe(200);
    await expectDead(token);
    const again = await postTokenForm(gateway, { grant_type: 'refresh_token', siteId: 'localhost' }, { headers: { ...page, Cookie: cookies } });
    expect(again.status).toBe(400);
  });

  it("die when a spent refresh token is replayed (the whole family, the thief's and the owner's)", async () => {
    const first = await signedIn(gateway, await newUser());
    const second = tokenResponseSchema.parse(await (await refresh(gateway, first.refresh_token ?? '')).json());
    await ageSpentRefreshTokens(gateway);
    expect((await refresh(gateway, first.refresh_token ?? '')).status).toBe(400);
    await expectDead(first.access_token);
    await expectDead(second.access_token);
  });

  it('die when the password changes, except the session that changed it', async () => {
    const user = await newUser();
    const other = await signedIn(gateway, user);
    const own = await signedIn(gateway, user);
    const changed = await postJson(
      gateway,
      'user-mgmt/user/change-password',
      { currentPassword: user.password, newPassword: 'Changed-Passw0rd!' },
      {
        Authorization: `Bearer ${own.access_token}`,
      },
    );
    expect(changed.status).toBe(200);
    const fresh = tokenResponseSchema.parse(await changed.json());
    await expectDead(other.access_token);
    await expectDead(own.access_token);
    expect((await getWithToken(gateway, find, fresh.access_token)).status).toBe(200);
  });

  it('die when the account is removed', async () => {
    const { access_token: token } = await signedIn(gateway, await newUser());
    expect((await postWithToken(gateway, 'user-mgmt/user/remove-account', token)).status).toBe(200);
    await expectDead(token);
  });

  it("die at a concierge's logout", async () => {
    const tokens = await signedIn(gateway, { username: 'concierge@example.com' });
    const lookUp = await openLookUp(gateway, tokens.access_token, 'demo@example.com');
    expect((await getWithToken(gateway, `user-mgmt/user/find-concierge?email=demo%40example.com&lookUp=${lookUp}`, tokens.access_token)).status).toBe(200);
    await gateway.fetch(`/gateway/api/user-auth/tokens/revoke?refresh_token=${tokens.refresh_token ?? ''}`, { method: 'POST' });
    await expectDead(tokens.access_token);
  });
});

describe('the refresh cookie', () => {
  it('refreshes a browser session without the token in the form, rotating the cookie', async () => {
    const response = await signIn(gateway, await newUser(), { headers: page });
    const cookie = cookieFrom(response, 'portal_refresh');
    const rotated = await postTokenForm(gateway, { grant_type: 'refresh_token', siteId: 'localhost' }, { headers: { ...page, Cookie: cookie } });
    expect(rotated.status).toBe(200);
    expect(await rotated.json()).not.toHaveProperty('refresh_token');
    expect(cookieFrom(rotated, 'portal_refresh')).not.toBe(cookie);
    // The spent cookie replayed after the leeway ends the session (reuse detection).
    await ageSpentRefreshTokens(gateway);
    expect((await postTokenForm(gateway, { grant_type: 'refresh_token', siteId: 'localhost' }, { headers: { ...page, Cookie: cookie } })).status).toBe(400);
  });

  it('answers a refresh without any token INVALID_GRANT and expires the flag, so the page knows none exists', async () => {
    const response = await postTokenForm(gateway, { grant_type: 'refresh_token', siteId: 'localhost' }, { headers: page });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'INVALID_GRANT' });
    expect(response.headers.getSetCookie()).toContain('gmap_refreshable=; Path=/; SameSite=Strict; Max-Age=0');
  });
});
