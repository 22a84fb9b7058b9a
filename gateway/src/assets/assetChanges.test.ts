import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetListSchema, type Asset } from '../../../src/api/contracts/assets';
import { getWithToken, newSignedInAccount, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertSite } from '../testing/testSites';
import { demo, signedIn } from '../testing/tokenRequests';

const assets = 'user-attribute/user/assets';
const removePath = (id: string) => `${assets}/${encodeURIComponent(id)}/remove-asset`;
const updatePath = (id: string) => `${assets}/${encodeURIComponent(id)}/update-asset`;
const optionalCardsSite = 'localhost_optional-cards';
const fixedCardsSite = 'localhost_fixed-cards';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, optionalCardsSite, { pan_capture: { updatable: true, limit: 3 }, user_site_profile: { pan: 'Optional' } });
  await insertSite(gateway, fixedCardsSite, { pan_capture: { updatable: false } });
});
afterAll(() => gateway.dispose());

/** A new account on the site holding these cards (the first is the default). */
async function holding(values: readonly string[], siteId: string = demo.siteId): Promise<{ account: TestAccount; cards: Asset[] }> {
  const account = await newSignedInAccount(gateway, { siteId });
  const response = await postWithToken(gateway, assets, account.token, { siteId, userAssetRequest: values.map((value) => ({ assetType: 'PAN', value })) });
  if (response.status !== 200) throw new Error(`enrolment answered ${response.status}`);
  return { account, cards: assetListSchema.parse(await response.json()) };
}

const idOf = (cards: readonly Asset[], index: number): string => cards[index]?.assetId ?? 'missing';

async function listOf(token: string): Promise<Asset[]> {
  return assetListSchema.parse(await (await getWithToken(gateway, assets, token)).json());
}

describe('POST user-attribute/user/assets/{id}/remove-asset', () => {
  it('removes a card that is not the default and answers the remaining cards', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016', '4050000000000019']);
    const response = await postWithToken(gateway, removePath(idOf(cards, 1)), account.token);
    expect(response.status).toBe(200);
    expect(assetListSchema.parse(await response.json()).map((card) => card.value)).toEqual(['0010', '0019']);
  });

  it('refuses the default card while others exist with 409 DEFAULT_CARD_NOT_REMOVABLE', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016']);
    const response = await postWithToken(gateway, removePath(idOf(cards, 0)), account.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'DEFAULT_CARD_NOT_REMOVABLE' });
    expect(await listOf(account.token)).toHaveLength(2);
  });

  it("refuses the last card with 409 LAST_CARD_REQUIRED when the site's pan level is Mandatory", async () => {
    const { account, cards } = await holding(['4000000000000010']);
    const response = await postWithToken(gateway, removePath(idOf(cards, 0)), account.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'LAST_CARD_REQUIRED' });
  });

  it('removes the last card when the site does not require one', async () => {
    const { account, cards } = await holding(['4000000000000010'], optionalCardsSite);
    const response = await postWithToken(gateway, removePath(idOf(cards, 0)), account.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("refuses another user's card with 404 ASSET_NOT_FOUND and leaves it in place", async () => {
    const { account: owner, cards } = await holding(['4000000000000010', '4020000000000016']);
    const intruder = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, removePath(idOf(cards, 1)), intruder.token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'ASSET_NOT_FOUND' });
    expect(await listOf(owner.token)).toHaveLength(2);
  });

  it("refuses the demo cardholder's seeded card to another user", async () => {
    const intruder = await newSignedInAccount(gateway);
    expect((await postWithToken(gateway, removePath('00000000-0000-4000-8000-0000000a0002'), intruder.token)).status).toBe(404);
  });

  it('answers 404 ASSET_NOT_FOUND for an unknown id', async () => {
    const { account } = await holding(['4000000000000010']);
    expect((await postWithToken(gateway, removePath('no-such-card'), account.token)).status).toBe(404);
  });

  it('refuses with 403 CARD_UPDATES_NOT_ALLOWED when the site sets pan_capture.updatable to false', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016'], fixedCardsSite);
    const response = await postWithToken(gateway, removePath(idOf(cards, 1)), account.token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CARD_UPDATES_NOT_ALLOWED' });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    const response = await gateway.fetch(`/gateway/api/${removePath('00000000-0000-4000-8000-0000000a0002')}`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('POST user-attribute/user/assets/{id}/update-asset', () => {
  it('makes the chosen card the only default and answers the cards', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016', '4050000000000019']);
    const response = await postWithToken(gateway, updatePath(idOf(cards, 2)), account.token, { isDefaultAsset: true });
    expect(response.status).toBe(200);
    expect(assetListSchema.parse(await response.json()).map((card) => [card.value, card.defaultAsset])).toEqual([
      ['0010', false],
      ['0016', false],
      ['0019', true],
    ]);
  });

  it('keeps the default where it is when the default card is chosen again', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016']);
    await postWithToken(gateway, updatePath(idOf(cards, 0)), account.token, { isDefaultAsset: true });
    expect((await listOf(account.token)).map((card) => card.defaultAsset)).toEqual([true, false]);
  });

  it("refuses another user's card with 404 ASSET_NOT_FOUND and changes nothing", async () => {
    const demoToken = (await signedIn(gateway)).access_token;
    const intruder = await holding(['4000000000000010']);
    const response = await postWithToken(gateway, updatePath('00000000-0000-4000-8000-0000000a0002'), intruder.account.token, { isDefaultAsset: true });
    expect(response.status).toBe(404);
    expect((await listOf(demoToken)).map((card) => card.defaultAsset)).toEqual([true, false]);
    expect((await listOf(intruder.account.token)).map((card) => card.defaultAsset)).toEqual([true]);
  });

  it.each<[string, unknown, string]>([
    ['isDefaultAsset false', { isDefaultAsset: false }, 'isDefaultAsset'],
    ['no isDefaultAsset', {}, 'isDefaultAsset'],
    ['isDefaultAsset as text', { isDefaultAsset: 'true' }, 'isDefaultAsset'],
    ['an unknown field', { isDefaultAsset: true, nickname: 'x' }, '(body)'],
  ])('answers 400 INVALID_REQUEST for %s', async (_name, body, field) => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016']);
    const response = await postWithToken(gateway, updatePath(idOf(cards, 1)), account.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
    expect((await listOf(account.token)).map((card) => card.defaultAsset)).toEqual([true, false]);
  });

  it('refuses with 403 CARD_UPDATES_NOT_ALLOWED when the site sets pan_capture.updatable to false', async () => {
    const { account, cards } = await holding(['4000000000000010', '4020000000000016'], fixedCardsSite);
    const response = await postWithToken(gateway, updatePath(idOf(cards, 1)), account.token, { isDefaultAsset: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CARD_UPDATES_NOT_ALLOWED' });
  });
});
