import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributesRequestSchema } from './contracts/preferences';
import { attributesOfSite, getPreferences, saveUserSite } from './attributeService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const answer = {
  userSites: {
    'site-1': {
      attributes: [
        { key: 'locale', value: 'pt_br' },
        { key: 'allow_delete_profile', value: 'false' },
      ],
    },
  },
};
afterEach(() => {
  vi.restoreAllMocks();
});

describe('preference and attribute calls (SPEC 7 "user-attribute")', () => {
  it("reads the user's attributes on the site", async () => {
    const { api, requests } = recordingApi({}, () => json(answer));
    await expect(getPreferences(api, 'site 1')).resolves.toEqual(answer);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/site%201`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it("saves the user's site with the locale as { attributes }", async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(answer));
    await saveUserSite(api, 'site-1', [{ key: 'locale', value: 'pt_br' }]);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/v2/user/site-1`);
    expect(attributesRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual({ attributes: [{ key: 'locale', value: 'pt_br' }] });
  });

  it('reads one site of the answer as a map, empty for another site', () => {
    expect(attributesOfSite(answer, 'site-1')).toEqual({ locale: 'pt_br', allow_delete_profile: 'false' });
    expect(attributesOfSite(answer, 'site-2')).toEqual({});
  });

  it('rejects an answer without userSites as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json({ attributes: [] }));
    await expect(getPreferences(api, 'site-1')).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
