import { describe, expect, it } from 'vitest';
import { matchEndpoint } from './router';

describe('endpoint matching', () => {
  it('matches :name parameters one segment each, decoded', () => {
    expect(matchEndpoint('GET', 'site-config-service/config/site/a%2Eb')).toMatchObject({ kind: 'found', params: { siteId: 'a.b' } });
  });

  it('gives a trailing *name the rest of the path, slashes and all', () => {
    expect(matchEndpoint('GET', 'cmsapi/content.data.json/vpp/site-1/en_us/account/profile/')).toMatchObject({
      kind: 'found',
      params: { siteId: 'site-1', path: 'en_us/account/profile/' },
    });
  });

  it('needs at least one segment for a trailing *name', () => {
    expect(matchEndpoint('GET', 'cmsapi/content.data.json/vpp/site-1')).toEqual({ kind: 'none' });
  });

  it('reports broken percent-encoding in the rest of the path as malformed', () => {
    expect(matchEndpoint('GET', 'cmsapi/content.data.json/vpp/site-1/%E0%A4%A')).toMatchObject({ kind: 'malformed' });
  });

  it('lists the allowed methods when only the method differs', () => {
    expect(matchEndpoint('POST', 'bin/aem/rest')).toEqual({ kind: 'method', allowed: ['GET'] });
  });

  it('names each allowed method once when several patterns match', () => {
    expect(matchEndpoint('POST', 'user-attribute/user/my-cashback')).toEqual({ kind: 'method', allowed: ['GET'] });
  });

  it.each([
    ['GET', 'user-attribute/user/assets', 'getAssets'],
    ['GET', 'user-attribute/user/my-cashback', 'getMyCashback'],
    ['GET', 'user-attribute/user/background/localhost', 'getBackgroundCheck'],
    ['GET', 'user-attribute/user/localhost', 'getPreferences'],
    ['GET', 'user-attribute/user/assets/localhost', 'getSiteAssets'],
    ['POST', 'user-attribute/user/assets/a-1/remove-asset', 'postRemoveAsset'],
  ])('sends %s %s to %s before any pattern with a parameter in its place', (method, path, handler) => {
    const match = matchEndpoint(method, path);
    expect(match.kind === 'found' ? match.endpoint.handler.name : match.kind).toBe(handler);
  });
});
