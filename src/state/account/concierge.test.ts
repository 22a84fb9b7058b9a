import { describe, expect, it } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { lookUpCardholder } from './concierge';

const profile = { email: 'dana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'dana@example.com', firstName: 'Dana' };
const asset = { assetId: 'a1', id: 'a1', assetType: 'PAN', value: '1111', defaultAsset: true, metadata: [{ name: 'PRODUCT_TYPE', value: 'F' }] };
const preferences = { userSites: { 'site-1': { attributes: [{ key: 'offers_preference', value: '["travel"]' }] } } };

function gateway(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/user-mgmt/user/find-concierge')) return json(profile);
  if (path.endsWith('/user-attribute/concierge/assets/site-1')) return json([asset]);
  if (path.endsWith('/user-attribute/concierge/user/site-1')) return json(preferences);
  return json({ error: 'NOT_FOUND' }, 404);
}

describe("the concierge's look-up of a cardholder (SPEC 6)", () => {
  it("finds the cardholder's profile, cards and attributes by the e-mail as typed, trimmed", async () => {
    const { api, requests } = recordingApi({}, gateway);
    await expect(lookUpCardholder(' dana@example.com ', 'site-1', api)).resolves.toEqual({
      kind: 'found',
      cardholder: { profile, assets: [asset], attributes: { offers_preference: '["travel"]' } },
    });
    expect(requests.map((request) => request.url).sort()).toEqual([
      `${testOrigin}/api/user-attribute/concierge/assets/site-1?email=dana%40example.com`,
      `${testOrigin}/api/user-attribute/concierge/user/site-1?email=dana%40example.com`,
      `${testOrigin}/api/user-mgmt/user/find-concierge?email=dana%40example.com`,
    ]);
  });

  it.each([
    ['nobody of the site has the e-mail', 404, 'USER_NOT_FOUND', { kind: 'notFound' }],
    ['the caller is no concierge', 403, 'FORBIDDEN', { kind: 'failed' }],
    ['the gateway fails', 500, 'INTERNAL_ERROR', { kind: 'alerted' }],
  ])('reads the answer when %s', async (_name, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(lookUpCardholder('x@example.com', 'site-1', api)).resolves.toEqual(expected);
  });
});
