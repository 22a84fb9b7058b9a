import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAccountResponseSchema } from '../../../src/api/contracts/profile';
import { getWithToken, newSignedInAccount, postWithToken, testAccountPassword } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { signedIn, signIn } from '../testing/tokenRequests';
import { writeAttributes } from './userAttributes';

const removeAccount = 'user-mgmt/user/remove-account';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const count = async (table: string, userId: string) =>
  (await gateway.env.DB.prepare(`SELECT COUNT(*) AS rows FROM ${table} WHERE user_id = ?`).bind(userId).first<{ rows: number }>())?.rows;

describe('POST user-mgmt/user/remove-account', () => {
  it('deletes the account with its cards, attributes and refresh tokens, and clears the session cookies like logout', async () => {
    const account = await newSignedInAccount(gateway);
    const credentials = { username: account.email, password: testAccountPassword };
    const { access_token: token } = await signedIn(gateway, credentials);
    await postWithToken(gateway, 'user-attribute/user/assets', token, {
      siteId: 'localhost',
      userAssetRequest: [{ assetType: 'PAN', value: '4000000000000010' }],
    });
    await writeAttributes(gateway.env.DB, account.id, 'localhost', [{ key: 'locale', value: 'en_us' }]);
    expect([await count('user_assets', account.id), await count('user_attributes', account.id), await count('refresh_tokens', account.id)]).toEqual([1, 1, 2]);

    const response = await postWithToken(gateway, removeAccount, token);
    expect(response.status).toBe(200);
    expect(removeAccountResponseSchema.parse(await response.json())).toEqual({ removed: true });
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'SESSION',
      'gmap_authenticated',
      'gmap_refreshable',
      'gmap_user_type',
      'portal_refresh',
    ]);
    for (const cookie of cookies) expect(cookie).toContain('Max-Age=0');

    expect(await gateway.env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(account.id).first()).toBeNull();
    expect([await count('user_assets', account.id), await count('user_attributes', account.id), await count('refresh_tokens', account.id)]).toEqual([0, 0, 0]);
    // The access token died with its session: it no longer reaches anything.
    expect((await getWithToken(gateway, 'user-mgmt/user/find', token)).status).toBe(401);
    expect(await (await signIn(gateway, credentials)).json()).toMatchObject({ error: 'BAD_CREDENTIALS' });
  });

  it("answers 403 ACCOUNT_DELETION_NOT_ALLOWED when the user's allow_delete_profile is 'false', keeping the account", async () => {
    const account = await newSignedInAccount(gateway);
    await writeAttributes(gateway.env.DB, account.id, 'localhost', [{ key: 'allow_delete_profile', value: 'false' }]);
    const response = await postWithToken(gateway, removeAccount, account.token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'ACCOUNT_DELETION_NOT_ALLOWED' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await getWithToken(gateway, 'user-mgmt/user/find', account.token)).status).toBe(200);
  });

  it("deletes when allow_delete_profile is anything but 'false'", async () => {
    const account = await newSignedInAccount(gateway);
    await writeAttributes(gateway.env.DB, account.id, 'localhost', [{ key: 'allow_delete_profile', value: 'true' }]);
    expect((await postWithToken(gateway, removeAccount, account.token)).status).toBe(200);
  });

  it('leaves every other account as it was', async () => {
    const demoToken = (await signedIn(gateway)).access_token;
    const account = await newSignedInAccount(gateway);
    await postWithToken(gateway, removeAccount, account.token);
    expect((await getWithToken(gateway, 'user-attribute/user/assets', demoToken)).status).toBe(200);
    expect(await (await getWithToken(gateway, 'user-attribute/user/assets', demoToken)).json()).toHaveLength(2);
  });

  it('answers 401 UNAUTHORIZED to the token of an account already gone: its session ended with it', async () => {
    const account = await newSignedInAccount(gateway);
    await postWithToken(gateway, removeAccount, account.token);
    const again = await postWithToken(gateway, removeAccount, account.token);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'UNAUTHORIZED' });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    expect((await gateway.fetch(`/gateway/api/${removeAccount}`, { method: 'POST' })).status).toBe(401);
  });
});
