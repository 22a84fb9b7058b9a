import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../api/testing/recordingApi';
import { resolveRouteData } from './routeData';

const profile = { email: 'dana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'dana@example.com', firstName: 'Dana' };
const attributes = { userSites: { 'site-1': { attributes: [{ key: 'allow_delete_profile', value: 'false' }, { key: 'locale', value: 'en_us' }] } } };
const categories = [{ id: 'dining', name: 'Dining' }];
const asset = { assetId: 'a1', id: 'a1', assetType: 'PAN', value: '1111', defaultAsset: true, metadata: [] };

function gateway(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/user-mgmt/user/find')) return json(profile);
  if (path.endsWith('/user-attribute/user/site-1')) return json(attributes);
  if (path.endsWith('/offersdata/customized-categories.json')) return json(categories);
  if (path.endsWith('/user-attribute/user/assets/site-1')) return json([asset]);
  return json({ error: 'NOT_FOUND' }, 404);
}

const place = { siteId: 'site-1', locale: 'en_us' };

describe('the data a route resolves (SPEC 2)', () => {
  it('resolves the profile route: profile, user attributes by key, offer categories', async () => {
    const { api, requests } = recordingApi({}, gateway);
    const data = await resolveRouteData(['profile', 'userAttributes', 'offerCategories'], api, place, vi.fn());
    expect(data).toEqual({ profile, userAttributes: { allow_delete_profile: 'false', locale: 'en_us' }, offerCategories: categories });
    expect(requests.map((request) => request.url)).toEqual([
      `${testOrigin}/api/user-mgmt/user/find`,
      `${testOrigin}/api/user-attribute/user/site-1`,
      `${testOrigin}/api/offersdata/customized-categories.json?locale=en_us`,
    ]);
  });

  it("resolves the cards on the page's site", async () => {
    const { api } = recordingApi({}, gateway);
    await expect(resolveRouteData(['assets'], api, place, vi.fn())).resolves.toEqual({ assets: [asset] });
  });

  it("leaves the passcode screens' resolves to them and resolves nothing for a route without data", async () => {
    const { api, requests } = recordingApi({}, gateway);
    await expect(resolveRouteData(['loginData', 'notificationInfo'], api, place, vi.fn())).resolves.toEqual({});
    await expect(resolveRouteData([], api, place, vi.fn())).resolves.toEqual({});
    expect(requests).toEqual([]);
  });

  it('gives null for failed user data and an empty list for failed offers (SPEC 8), reporting each failure', async () => {
    const { api } = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500));
    const onFailure = vi.fn();
    const data = await resolveRouteData(['profile', 'userAttributes', 'offerCategories', 'assets'], api, place, onFailure);
    expect(data).toEqual({ profile: null, userAttributes: null, offerCategories: [], assets: null });
    // Offers are tried twice: the customized list, then the generic one (SPEC 7); one failure reported for them.
    expect(onFailure).toHaveBeenCalledTimes(4);
  });

  it('reports an answer of the wrong shape', async () => {
    const { api } = recordingApi({}, () => json({ unexpected: true }));
    const onFailure = vi.fn();
    await expect(resolveRouteData(['profile'], api, place, onFailure)).resolves.toEqual({ profile: null });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ name: 'ResponseShapeError' }));
  });
});
