import { afterEach, describe, expect, it, vi } from 'vitest';
import { conciergeAssets, conciergePreferences } from './conciergeService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('concierge calls (SPEC 6)', () => {
  it("reads a cardholder's preferences by e-mail on the concierge's site", async () => {
    const answer = { userSites: { 'site-1': { attributes: [{ key: 'locale', value: 'en_us' }] } } };
    const { api, requests } = recordingApi({}, () => json(answer));
    await expect(conciergePreferences(api, { siteId: 'site-1', email: 'ada+1@example.com' })).resolves.toEqual(answer);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/concierge/user/site-1?email=ada%2B1%40example.com`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it("reads a cardholder's cards by e-mail", async () => {
    const { api, requests } = recordingApi({}, () => json([]));
    await expect(conciergeAssets(api, { siteId: 'site-1', email: 'ada@example.com' })).resolves.toEqual([]);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/concierge/assets/site-1?email=ada%40example.com`);
  });

  it('rejects a cardholder session as a GatewayError carrying FORBIDDEN', async () => {
    const { api } = recordingApi({}, () => json({ error: 'FORBIDDEN' }, 403));
    await expect(conciergeAssets(api, { siteId: 'site-1', email: 'ada@example.com' })).rejects.toMatchObject({
      name: 'GatewayError',
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
