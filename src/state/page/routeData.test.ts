import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { resolveRouteData } from './routeData';
import { offerCategoriesResolver } from '../account/offerCategoriesResolver';
import { profileResolver, userAttributesResolver } from './routeResolvers';

const every = { profile: profileResolver, userAttributes: userAttributesResolver, offerCategories: offerCategoriesResolver };

const profile = { email: 'dana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'dana@example.com', firstName: 'Dana' };
const attributes = {
  userSites: {
    'site-1': {
      attributes: [
        { key: 'allow_delete_profile', value: 'false' },
        { key: 'locale', value: 'en_us' },
      ],
    },
  },
};
const categories = [{ id: 'dining', name: 'Dining' }];

function gateway(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/user-mgmt/user/find')) return json(profile);
  if (path.endsWith('/user-attribute/user/site-1')) return json(attributes);
  if (path.endsWith('/offersdata/customized-categories.json')) return json(categories);
  return json({ error: 'NOT_FOUND' }, 404);
}

const place = { siteId: 'site-1', locale: 'en_us' };

describe('the data a route resolves (SPEC 2)', () => {
  it('resolves the profile route: profile, user attributes by key, offer categories', async () => {
    const { api, requests } = recordingApi({}, gateway);
    const data = await resolveRouteData(['profile', 'userAttributes', 'offerCategories'], every, api, place, vi.fn());
    expect(data).toEqual({ profile, userAttributes: { allow_delete_profile: 'false', locale: 'en_us' }, offerCategories: categories });
    expect(requests.map((request) => request.url)).toEqual([
      `${testOrigin}/api/user-mgmt/user/find`,
      `${testOrigin}/api/user-attribute/user/site-1`,
      `${testOrigin}/api/offersdata/customized-categories.json?locale=en_us`,
    ]);
  });

  it('fetches only what the screen brings resolvers for', async () => {
    const { api, requests } = recordingApi({}, gateway);
    await expect(
      resolveRouteData(['profile', 'userAttributes', 'offerCategories'], { userAttributes: userAttributesResolver }, api, place, vi.fn()),
    ).resolves.toEqual({
      userAttributes: { allow_delete_profile: 'false', locale: 'en_us' },
    });
    expect(requests).toHaveLength(1);
  });

  it('resolves nothing the screen brings no resolver for, nor anything for a route without data', async () => {
    const { api, requests } = recordingApi({}, gateway);
    await expect(resolveRouteData(['assets', 'loginData', 'notificationInfo'], every, api, place, vi.fn())).resolves.toEqual({});
    await expect(resolveRouteData([], every, api, place, vi.fn())).resolves.toEqual({});
    expect(requests).toEqual([]);
  });

  it('gives null for failed user data and an empty list for failed offers (SPEC 8), reporting each failure', async () => {
    const { api } = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500));
    const onFailure = vi.fn();
    const data = await resolveRouteData(['profile', 'userAttributes', 'offerCategories'], every, api, place, onFailure);
    expect(data).toEqual({ profile: null, userAttributes: null, offerCategories: [] });
    // Offers are tried twice: the customized list, then the generic one (SPEC 7); one failure reported for them.
    expect(onFailure).toHaveBeenCalledTimes(3);
  });

  it('reports an answer of the wrong shape', async () => {
    const { api } = recordingApi({}, () => json({ unexpected: true }));
    const onFailure = vi.fn();
    await expect(resolveRouteData(['profile'], every, api, place, onFailure)).resolves.toEqual({ profile: null });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ name: 'ResponseShapeError' }));
  });

  it('reports the failures once every call has settled, after the successes', async () => {
    const order: string[] = [];
    const { api } = recordingApi({}, async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/user-mgmt/user/find')) {
        order.push('profile failed');
        return json({ error: 'INTERNAL_ERROR' }, 500);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('attributes answered');
      return gateway(request);
    });
    await resolveRouteData(['profile', 'userAttributes'], every, api, place, () => order.push('failure reported'));
    expect(order).toEqual(['profile failed', 'attributes answered', 'failure reported']);
  });
});
