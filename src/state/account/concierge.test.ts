import { describe, expect, it } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { lookUpCardholder } from './concierge';

const profile = { email: 'dana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'dana@example.com', firstName: 'Dana' };
const asset = { assetId: 'a1', id: 'a1', assetType: 'PAN', value: '1111', defaultAsset: true, metadata: [{ name: 'PRODUCT_TYPE', value: 'F' }] };
const preferences = { userSites: { 'site-1': { attributes: [{ key: 'offers_preference', value: '["travel"]' }] } } };

const why = { reason: 'CARDHOLDER_REQUEST', note: 'Called about a card' } as const;

function gateway(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/user-mgmt/user/find-concierge')) return json(profile);
  if (path.endsWith('/user-attribute/concierge/assets/site-1')) return json([asset]);
  if (path.endsWith('/user-attribute/concierge/user/site-1')) return json(preferences);
  return json({ error: 'NOT_FOUND' }, 404);
}

describe("the concierge's look-up of a cardholder (SPEC 6)", () => {
  it("finds the cardholder's profile, cards and attributes by the e-mail as typed, trimmed, on a gateway without look-ups", async () => {
    const { api, requests } = recordingApi({}, gateway);
    await expect(lookUpCardholder({ email: ' dana@example.com ', ...why }, 'site-1', api)).resolves.toEqual({
      kind: 'found',
      cardholder: { profile, assets: [asset], attributes: { offers_preference: '["travel"]' } },
    });
    expect(requests.map((request) => request.url).sort()).toEqual([
      `${testOrigin}/api/user-attribute/concierge/assets/site-1?email=dana%40example.com`,
      `${testOrigin}/api/user-attribute/concierge/user/site-1?email=dana%40example.com`,
      `${testOrigin}/api/user-mgmt/user/concierge/look-ups`,
      `${testOrigin}/api/user-mgmt/user/find-concierge?email=dana%40example.com`,
    ]);
  });

  it('opens a look-up with the reason and details first, and carries its id on the record’s calls', async () => {
    const lookUp = 'c'.repeat(32);
    const { api, requests, bodies } = recordingApi({}, (request) =>
      new URL(request.url).pathname.endsWith('/concierge/look-ups') ? json({ lookUp, expiresIn: 900 }, 201) : gateway(request),
    );
    await expect(lookUpCardholder({ email: 'dana@example.com', reason: 'COMPLAINT', note: ' Case 7 ' }, 'site-1', api)).resolves.toMatchObject({
      kind: 'found',
    });
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ email: 'dana@example.com', reason: 'COMPLAINT', note: 'Case 7' });
    expect(requests.slice(1).every((request) => new URL(request.url).searchParams.get('lookUp') === lookUp)).toBe(true);
  });

  it('reads the consent history within the look-up, and a gateway without it as none', async () => {
    const lookUp = 'd'.repeat(32);
    const record = { subject: 'pp', granted: true, version: '2026-11', channel: 'app', siteId: 'site-1', at: '2026-11-02T09:15:00.000Z' };
    const opened = (request: Request) => new URL(request.url).pathname.endsWith('/concierge/look-ups') && json({ lookUp, expiresIn: 900 }, 201);
    const withHistory = recordingApi(
      {},
      (request) =>
        opened(request) ||
        (new URL(request.url).pathname.endsWith('/concierge/consents') ? json({ policyVersion: '2026-11', records: [record] }) : gateway(request)),
    );
    const found = await lookUpCardholder({ email: 'dana@example.com', ...why }, 'site-1', withHistory.api);
    expect(found.kind === 'found' && found.cardholder.consents).toEqual([record]);
    expect(withHistory.requests.map((request) => request.url)).toContain(
      `${testOrigin}/api/user-mgmt/user/concierge/consents?email=dana%40example.com&lookUp=${lookUp}`,
    );
    const without = recordingApi({}, (request) => opened(request) || gateway(request));
    const foundWithout = await lookUpCardholder({ email: 'dana@example.com', ...why }, 'site-1', without.api);
    expect(foundWithout.kind === 'found' && foundWithout.cardholder.consents).toBeUndefined();
  });

  it('reads refused details as the field’s error', async () => {
    const { api } = recordingApi({}, () => json({ error: 'VALIDATION_FAILED', details: { fields: { note: { id: 'required' } } } }, 400));
    await expect(lookUpCardholder({ email: 'dana@example.com', ...why }, 'site-1', api)).resolves.toEqual({ kind: 'noteInvalid', required: true });
  });

  it.each([
    ['nobody of the site has the e-mail', 404, 'USER_NOT_FOUND', { kind: 'notFound' }],
    ['the caller is no concierge', 403, 'FORBIDDEN', { kind: 'failed' }],
    ['the gateway fails', 500, 'INTERNAL_ERROR', { kind: 'alerted' }],
  ])('reads the answer when %s', async (_name, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(lookUpCardholder({ email: 'x@example.com', ...why }, 'site-1', api)).resolves.toEqual(expected);
  });
});
