import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetListSchema } from '../../../src/api/contracts/assets';
import { backgroundCheckSchema, tokenResponseSchema, userProfileSchema } from '../../../src/api/contracts/auth';
import { cashbackStatementSchema } from '../../../src/api/contracts/cashback';
import { preferenceResponseSchema } from '../../../src/api/contracts/preferences';
import { getWithToken, newSignedInAccount, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { signIn } from '../testing/tokenRequests';
import { handle } from '../handle';
import { bankExtensionField, minimalAnswer } from './minimalAnswers';

const assets = 'user-attribute/user/assets';

let full: LocalGateway;
let minimal: LocalGateway;
let account: TestAccount;
beforeAll(async () => {
  full = await startLocalGateway();
  // The same database and rules, answered as a gateway keeping only SPEC's fields would (GATEWAY_ANSWERS=minimal).
  const env = { ...full.env, GATEWAY_ANSWERS: 'minimal' };
  minimal = { env, fetch: (path, init) => handle(new Request(`http://localhost${path}`, init), env), dispose: () => Promise.resolve() };
  account = await newSignedInAccount(full);
  const enrolled = await postWithToken(full, assets, account.token, {
    siteId: 'localhost',
    userAssetRequest: ['4000000000000010', '4020000000000016', '4050000000000019'].map((value) => ({ assetType: 'PAN', value })),
  });
  expect(enrolled.status).toBe(200);
});
afterAll(() => full.dispose());

describe('the minimal SPEC 7 gateway (GATEWAY_ANSWERS=minimal)', () => {
  it('names a card by assetId alone on one card and by id alone on the next; the site contract reads both', async () => {
    const body = await (await getWithToken(minimal, assets, account.token)).json<Record<string, unknown>[]>();
    expect(body.map((card) => [card['assetId'] !== undefined, card['id'] !== undefined])).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ]);
    const cards = assetListSchema.parse(body);
    expect(cards.every((card) => card.id !== '' && card.id === card.assetId)).toBe(true);
  });

  it('keeps only the fields SPEC 3 names, with one it does not know', async () => {
    const [card] = await (await getWithToken(minimal, assets, account.token)).json<Record<string, unknown>[]>();
    expect(Object.keys(card ?? {}).sort()).toEqual(['assetId', 'assetType', bankExtensionField, 'defaultAsset', 'metadata', 'value']);
    const profile = await (await getWithToken(minimal, 'user-mgmt/user/find', account.token)).json<Record<string, unknown>>();
    expect(Object.values(profile)).not.toContain(null);
    expect(userProfileSchema.parse(profile).email).toBe(account.email);
    expect(cashbackStatementSchema.parse(await (await getWithToken(minimal, 'user-attribute/user/my-cashback', account.token)).json())).toHaveLength(3);
    expect(backgroundCheckSchema.parse(await (await getWithToken(minimal, 'user-attribute/user/background/localhost', account.token)).json())).toEqual({
      passesBackgroundCheck: true,
    });
    expect(preferenceResponseSchema.safeParse(await (await getWithToken(minimal, 'user-attribute/user/localhost', account.token)).json()).success).toBe(true);
  });

  it('answers a sign-in with access_token and expires_in only (a browser gets its refresh token as a cookie)', async () => {
    const response = await signIn(minimal, { username: 'demo@example.com' }, { headers: { Origin: 'http://localhost' } });
    const body = await response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access_token', bankExtensionField, 'expires_in']);
    expect(tokenResponseSchema.safeParse(body).success).toBe(true);
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it('answers a card removal and a default change with an empty 204', async () => {
    const cards = assetListSchema.parse(await (await getWithToken(minimal, assets, account.token)).json());
    const second = cards[1]?.id ?? 'missing';
    const update = await postWithToken(minimal, `${assets}/${second}/update-asset`, account.token, { isDefaultAsset: true });
    expect([update.status, await update.text()]).toEqual([204, '']);
    const third = cards[2]?.id ?? 'missing';
    const removal = await postWithToken(minimal, `${assets}/${third}/remove-asset`, account.token);
    expect([removal.status, await removal.text()]).toEqual([204, '']);
    expect(assetListSchema.parse(await (await getWithToken(full, assets, account.token)).json())).toHaveLength(2);
  });

  it('leaves errors and endpoints SPEC does not describe as they are', async () => {
    const refused = await getWithToken(minimal, assets, 'not-a-token');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: expect.any(String) });
    const unchanged = new Response(JSON.stringify({ any: null }), { headers: { 'Content-Type': 'application/json' } });
    expect(await (await minimalAnswer('offers/api/categories', unchanged)).json()).toEqual({ any: null });
  });
});
