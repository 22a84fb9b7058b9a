import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInAccount, postWithToken, testAccountPassword } from '../testing/authorizedRequests';
import { postJson } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertSite } from '../testing/testSites';
import { signIn } from '../testing/tokenRequests';

const aliasPath = 'user-mgmt/user/alias';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const addAlias = (token: string, alias: string) => postWithToken(gateway, aliasPath, token, { alias, aliasType: 'EMAIL' });

describe('POST user-mgmt/user/alias (SPEC 7)', () => {
  it('adds a second e-mail address the cardholder then signs in with, in any case, on their site only', async () => {
    const account = await newSignedInAccount(gateway);
    const alias = `second.${account.id.slice(0, 8)}@example.org`;
    const response = await addAlias(account.token, `  ${alias.toUpperCase()} `);
    expect(response.status).toBe(204);
    expect(response.headers.get('X-CID')).toBeTruthy();
    expect((await signIn(gateway, { username: alias, password: testAccountPassword })).status).toBe(200);
    expect((await signIn(gateway, { username: alias, password: 'Wrong-Passw0rd!' })).status).toBe(400);
    // Another site of the same gateway knows nothing of it.
    await insertSite(gateway, 'other.example.com', {});
    expect(await (await signIn(gateway, { username: alias, password: testAccountPassword, siteId: 'other.example.com' })).json()).toMatchObject({
      error: 'BAD_CREDENTIALS',
    });
    // Added again, or the account's own address: nothing changes.
    expect((await addAlias(account.token, alias)).status).toBe(204);
    expect((await addAlias(account.token, account.email)).status).toBe(204);
  });

  it("refuses another account's e-mail or alias on the site with 409 ALIAS_TAKEN", async () => {
    const first = await newSignedInAccount(gateway);
    const second = await newSignedInAccount(gateway);
    const taken = await addAlias(second.token, first.email);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'ALIAS_TAKEN' });
    const alias = `shared.${first.id.slice(0, 8)}@example.org`;
    expect((await addAlias(first.token, alias)).status).toBe(204);
    expect(await (await addAlias(second.token, alias)).json()).toEqual({ error: 'ALIAS_TAKEN' });
  });

  it.each([
    ['no address', ''],
    ['not an address', 'not-an-address'],
    ['an address with a space', 'a b@example.org'],
  ])('refuses %s under the alias field', async (_name, alias) => {
    const account = await newSignedInAccount(gateway);
    const response = await addAlias(account.token, alias);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: { fields: { alias: {} } } });
  });

  it('refuses another kind of alias and needs a signed-in cardholder', async () => {
    const account = await newSignedInAccount(gateway);
    expect((await postWithToken(gateway, aliasPath, account.token, { alias: 'x@example.org', aliasType: 'PHONE' })).status).toBe(400);
    expect((await postJson(gateway, aliasPath, { alias: 'x@example.org', aliasType: 'EMAIL' })).status).toBe(401);
  });

  it('goes with the account when it is deleted, so the address can be used again', async () => {
    const account = await newSignedInAccount(gateway);
    const alias = `gone.${account.id.slice(0, 8)}@example.org`;
    await addAlias(account.token, alias);
    await gateway.env.DB.prepare('DELETE FROM users WHERE id = ?').bind(account.id).run();
    const next = await newSignedInAccount(gateway);
    expect((await addAlias(next.token, alias)).status).toBe(204);
  });
});
