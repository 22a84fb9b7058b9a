import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assetListSchema, assetMetadata, type Asset } from '../../../src/api/contracts/assets';
import { handle } from '../handle';
import { getWithToken, newSignedInAccount, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, signedIn } from '../testing/tokenRequests';

const assets = 'user-attribute/user/assets';

let gateway: LocalGateway;
let demoToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway();
  demoToken = (await signedIn(gateway)).access_token;
});
afterAll(() => gateway.dispose());

function enrol(account: { token: string }, values: readonly string[], siteId: string = demo.siteId): Promise<Response> {
  return postWithToken(gateway, assets, account.token, { siteId, userAssetRequest: values.map((value) => ({ assetType: 'PAN', value })) });
}

async function listOf(token: string): Promise<Asset[]> {
  return assetListSchema.parse(await (await getWithToken(gateway, assets, token)).json());
}

describe('GET user-attribute/user/assets', () => {
  it("answers the demo cardholder's seeded cards: last four only, the default one earning cashback", async () => {
    const response = await getWithToken(gateway, assets, demoToken);
    expect(response.status).toBe(200);
    expect(assetListSchema.parse(await response.json())).toEqual([
      {
        assetId: '00000000-0000-4000-8000-0000000a0001',
        id: '00000000-0000-4000-8000-0000000a0001',
        assetType: 'PAN',
        value: '1111',
        defaultAsset: true,
        metadata: [
          { name: 'LAST_FOUR', value: '1111' },
          { name: 'PRODUCT_TYPE', value: 'F' },
          { name: 'VOP_CARD_ID', value: '00000000-0000-4000-8000-0000000b0001' },
          { name: 'ISSUER_BID', value: '10048001' },
          { name: 'CARD_IDENTIFIER', value: '00000000-0000-4000-8000-0000000c0001' },
        ],
      },
      {
        assetId: '00000000-0000-4000-8000-0000000a0002',
        id: '00000000-0000-4000-8000-0000000a0002',
        assetType: 'PAN',
        value: '0013',
        defaultAsset: false,
        metadata: [
          { name: 'LAST_FOUR', value: '0013' },
          { name: 'PRODUCT_TYPE', value: 'L' },
          { name: 'VOP_CARD_ID', value: '00000000-0000-4000-8000-0000000b0002' },
          { name: 'ISSUER_BID', value: '10048004' },
        ],
      },
    ]);
  });

  it('answers the same list at assets/{siteId} for the token site', async () => {
    const bySite = await getWithToken(gateway, `${assets}/${demo.siteId}`, demoToken);
    expect(bySite.status).toBe(200);
    expect(await bySite.json()).toEqual(await listOf(demoToken));
  });

  it('answers 403 FORBIDDEN for another site', async () => {
    const response = await getWithToken(gateway, `${assets}/localhost_demo-bank`, demoToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it("shows another user none of the demo cardholder's cards", async () => {
    expect(await listOf((await newSignedInAccount(gateway)).token)).toEqual([]);
  });

  it.each([assets, `${assets}/${demo.siteId}`])('answers 401 UNAUTHORIZED to %s without a user token', async (path) => {
    const response = await gateway.fetch(`/gateway/api/${path}`);
    expect(response.status).toBe(401);
  });
});

describe('POST user-attribute/user/assets (enrolment)', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await newSignedInAccount(gateway);
  });

  it('enrols an eligible card as the default first card, answering its asset and storing no card number', async () => {
    const response = await enrol(account, ['4242424242424242']);
    expect(response.status).toBe(200);
    const [asset, ...others] = assetListSchema.parse(await response.json());
    expect(others).toEqual([]);
    expect(asset).toMatchObject({ assetType: 'PAN', value: '4242', defaultAsset: true });
    expect(asset && assetMetadata(asset, 'PRODUCT_TYPE')).toBe('C');
    expect(asset && assetMetadata(asset, 'CARD_IDENTIFIER')).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await gateway.env.DB.prepare('SELECT * FROM user_assets WHERE user_id = ?').bind(account.id).all();
    expect(JSON.stringify(stored.results)).not.toContain('424242424242');
    expect(stored.results[0]?.['fingerprint']).toMatch(/^hmac:[A-Za-z0-9_-]{43}$/);
  });

  it('enrols a further card as not default; a card of a range without cashback has no card identifier', async () => {
    const [asset] = assetListSchema.parse(await (await enrol(account, ['4130000000000021'])).json());
    expect(asset?.defaultAsset).toBe(false);
    expect(asset && assetMetadata(asset, 'PRODUCT_TYPE')).toBe('L');
    expect(asset && assetMetadata(asset, 'CARD_IDENTIFIER')).toBeUndefined();
    expect((await listOf(account.token)).map((card) => [card.value, card.defaultAsset])).toEqual([
      ['4242', true],
      ['0021', false],
    ]);
  });

  it('refuses the same card again with 409 DUPLICATE_CARD', async () => {
    const response = await enrol(account, ['4242424242424242']);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'DUPLICATE_CARD', details: { index: 0 } });
  });

  it("refuses a seeded card's number for the demo cardholder, though the seed stored no number", async () => {
    const response = await enrol({ token: demoToken }, ['4111111111111111']);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'DUPLICATE_CARD' });
  });

  it('lets another user enrol a number someone else holds', async () => {
    expect((await enrol(await newSignedInAccount(gateway), ['4242424242424242'])).status).toBe(200);
  });

  it('enrols several cards in request order, the first the default, and refuses a number given twice', async () => {
    const fresh = await newSignedInAccount(gateway);
    const twice = await enrol(fresh, ['4000000000000010', '4000000000000010']);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: 'DUPLICATE_CARD', details: { index: 1 } });
    const answer = assetListSchema.parse(await (await enrol(fresh, ['4140000000000011', '4150000000000018'])).json());
    expect(answer.map((card) => [card.value, card.defaultAsset])).toEqual([
      ['0011', true],
      ['0018', false],
    ]);
  });

  it.each([
    ['a corporate card', '4120000000000015'],
    ['a purchasing card', '4160000000000016'],
    ['a number of no range', '4170000000000014'],
    ['a wrong check digit', '4111111111111112'],
    ['15 digits', '411111111111111'],
  ])('refuses %s with 422 CARD_NOT_ELIGIBLE, enrolling nothing of the request', async (_name, pan) => {
    const fresh = await newSignedInAccount(gateway);
    const response = await enrol(fresh, ['4000000000000010', pan]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'CARD_NOT_ELIGIBLE', details: { index: 1 } });
    expect(await listOf(fresh.token)).toEqual([]);
  });

  it("refuses cards over the site's pan_capture.limit (3 on the demo site) with 409 CARD_LIMIT_REACHED", async () => {
    const fresh = await newSignedInAccount(gateway);
    expect((await enrol(fresh, ['4000000000000010', '4020000000000016'])).status).toBe(200);
    const overByOne = await enrol(fresh, ['4050000000000019', '4140000000000011']);
    expect(overByOne.status).toBe(409);
    expect(await overByOne.json()).toEqual({ error: 'CARD_LIMIT_REACHED', details: { limit: 3 } });
    expect(await listOf(fresh.token)).toHaveLength(2);
    expect((await enrol(fresh, ['4050000000000019'])).status).toBe(200);
    expect((await enrol(fresh, ['4140000000000011'])).status).toBe(409);
  });

  it('answers 403 FORBIDDEN for a siteId that is not the token site', async () => {
    const response = await enrol(account, ['4000000000000010'], 'localhost_demo-bank');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it.each<[string, unknown, string]>([
    ['no siteId', { userAssetRequest: [{ assetType: 'PAN', value: '4000000000000010' }] }, 'siteId'],
    ['an empty list', { siteId: demo.siteId, userAssetRequest: [] }, 'userAssetRequest'],
    [
      'six cards at once',
      { siteId: demo.siteId, userAssetRequest: Array.from({ length: 6 }, () => ({ assetType: 'PAN', value: '4000000000000010' })) },
      'userAssetRequest',
    ],
    ['another asset type', { siteId: demo.siteId, userAssetRequest: [{ assetType: 'IBAN', value: '4000000000000010' }] }, 'userAssetRequest.0.assetType'],
    ['a number with spaces', { siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: '4000 0000 0000 0010' }] }, 'userAssetRequest.0.value'],
    ['a number as a number', { siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: 4000000000000010 }] }, 'userAssetRequest.0.value'],
    ['an unknown field', { siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: '4000000000000010', cvv: '123' }] }, 'userAssetRequest.0'],
    ['a body that is not JSON', '{"siteId":', '(body)'],
  ])('answers 400 INVALID_REQUEST for %s, naming %s and never echoing the number', async (_name, body, field) => {
    const response = await postWithToken(gateway, assets, account.token, body);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
    expect(text).not.toContain('4000');
  });

  it('answers 400 INVALID_REQUEST for a body that is not sent as JSON', async () => {
    const response = await gateway.fetch(`/gateway/api/${assets}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: '4000000000000010' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { field: 'Content-Type' } });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    const response = await gateway.fetch(`/gateway/api/${assets}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
  });

  it('answers 500 without CARD_FINGERPRINT_KEY and never logs the card number', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { CARD_FINGERPRINT_KEY: _unset, ...withoutKey } = gateway.env;
      const request = new Request(`http://localhost/gateway/api/${assets}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: '4050000000000019' }] }),
      });
      const response = await handle(request, withoutKey);
      expect(response.status).toBe(500);
      expect(String(log.mock.calls[0]?.[1])).toContain('CARD_FINGERPRINT_KEY is not set');
      expect(JSON.stringify(log.mock.calls.map((call) => call.map(String)))).not.toContain('4050000000000019');
    } finally {
      log.mockRestore();
    }
  });
});
