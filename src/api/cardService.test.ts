import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPaths, enrolmentRequestSchema, updateAssetRequestSchema, validationRequestSchema } from './contracts/assets';
import { parseGatewayEndpoints } from '../site/gatewayEndpoints';
import { enrolAssets, listAssets, removeAsset, setDefaultAsset, validateAsset } from './cardService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const asset = {
  assetId: 'a-1',
  id: 'a-1',
  assetType: 'PAN',
  value: '0010',
  defaultAsset: true,
  metadata: [
    { name: 'LAST_FOUR', value: '0010' },
    { name: 'PRODUCT_TYPE', value: 'A' },
  ],
};
afterEach(() => {
  vi.restoreAllMocks();
});

const bodyOf = (body: string | undefined): unknown => JSON.parse(body ?? '');

describe('card calls (SPEC 7 "Card calls")', () => {
  it('validates a number: POST with ?siteId= and the body the gateway contract accepts', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ eligible: true, productType: 'A' }));
    await expect(validateAsset(api, { siteId: 'site-1', value: '4000000000000010' })).resolves.toEqual({ eligible: true, productType: 'A' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/assets/validation?siteId=site-1`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
    expect(validationRequestSchema.parse(bodyOf(bodies[0]))).toEqual({ assetType: 'PAN', value: '4000000000000010' });
  });

  it('enrols numbers as userAssetRequest entries and resolves the new assets', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json([asset]));
    await expect(enrolAssets(api, { siteId: 'site-1', values: ['4000000000000010', '4020000000000016'] })).resolves.toEqual([asset]);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/assets`);
    expect(enrolmentRequestSchema.parse(bodyOf(bodies[0]))).toEqual({
      siteId: 'site-1',
      userAssetRequest: [
        { assetType: 'PAN', value: '4000000000000010' },
        { assetType: 'PAN', value: '4020000000000016' },
      ],
    });
  });

  it.each([
    ['without a site id', undefined, `${testOrigin}/api/user-attribute/user/assets`],
    ['with a site id, encoded', 'site 1', `${testOrigin}/api/user-attribute/user/assets/site%201`],
  ])('lists the cards %s', async (_name, siteId, url) => {
    const { api, requests } = recordingApi({}, () => json([asset]));
    await expect(listAssets(api, siteId)).resolves.toEqual([asset]);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(url);
  });

  it('removes a card with an empty POST body, and reads nothing of the answer (SPEC 7: not read)', async () => {
    // Whatever a bank's gateway answers: an empty body, no JSON at all.
    const { api, requests, bodies } = recordingApi({}, () => new Response(null, { status: 204 }));
    await expect(removeAsset(api, 'a/1')).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/assets/a%2F1/remove-asset`);
    expect(bodies[0]).toBe('');
  });

  it('sets the default card with { isDefaultAsset: true }, success by status whatever the answer holds', async () => {
    const { api, requests, bodies } = recordingApi({}, () => new Response('ok', { status: 200 }));
    await expect(setDefaultAsset(api, 'a-1')).resolves.toBeUndefined();
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/assets/a-1/update-asset`);
    expect(updateAssetRequestSchema.parse(bodyOf(bodies[0]))).toEqual({ isDefaultAsset: true });
  });

  it.each([
    ['DUPLICATE_CARD', 409],
    ['CARD_NOT_ELIGIBLE', 422],
    ['CARD_LIMIT_REACHED', 409],
  ])('rejects a refused enrolment as a GatewayError carrying %s', async (code, status) => {
    const { api } = recordingApi({}, () => json({ error: code }, status, { 'X-CID': 'cid-card' }));
    await expect(enrolAssets(api, { siteId: 'site-1', values: ['4000000000000010'] })).rejects.toMatchObject({
      name: 'GatewayError',
      status,
      code,
      correlationId: 'cid-card',
    });
  });

  it('reads a card whose gateway names its id assetId only (SPEC 3 "assetId (also seen as id)")', async () => {
    const { api } = recordingApi({}, () => json([{ ...asset, id: undefined }]));
    await expect(listAssets(api)).resolves.toMatchObject([{ id: asset.assetId, assetId: asset.assetId }]);
  });

  it('rejects an asset with neither assetId nor id as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json([{ ...asset, assetId: undefined, id: undefined }]));
    await expect(listAssets(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });

  it("calls every card endpoint under the deployment's configured assets and validation URLs", async () => {
    const paths = cardPaths(parseGatewayEndpoints({ GATEWAY_KIND: 'issuer', CARD_ASSETS_URL: 'bank/v2/cards', CARD_VALIDATION_URL: 'bank/v2/check' }));
    const { api, requests } = recordingApi({}, (request) =>
      request.url.includes('/check')
        ? json({ eligible: true, productType: 'A' })
        : request.method === 'GET' || request.url.endsWith('/cards')
          ? json([asset])
          : new Response(null, { status: 204 }),
    );
    await validateAsset(api, { siteId: 'site-1', value: '4000000000000010' }, paths);
    await enrolAssets(api, { siteId: 'site-1', values: ['4000000000000010'] }, paths);
    await listAssets(api, undefined, paths);
    await listAssets(api, 'site 1', paths);
    await removeAsset(api, 'a/1', paths);
    await setDefaultAsset(api, 'a-2', paths);
    expect(requests.map((request) => `${request.method} ${request.url.slice(testOrigin.length)}`)).toEqual([
      'POST /api/bank/v2/check?siteId=site-1',
      'POST /api/bank/v2/cards',
      'GET /api/bank/v2/cards',
      'GET /api/bank/v2/cards/site%201',
      'POST /api/bank/v2/cards/a%2F1/remove-asset',
      'POST /api/bank/v2/cards/a-2/update-asset',
    ]);
  });
});
