import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { json, recordingApi } from '../api/testing/recordingApi';
import english from '../content/texts/en.json';
import { completeTextsSchema } from '../content/textKeys';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { $alert } from './alerts';
import { $content, loadContent, text } from './content';

const builtIn = completeTextsSchema.parse(english);
const location = { siteId: 'bank.example_en_us', pathname: '/en_us/account/profile/' };
const otherTenant: SiteConfig = { ...defaultSiteConfig, siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: 'bank' } }] };

afterEach(() => {
  cleanStores($content);
  $content.set(undefined);
  vi.restoreAllMocks();
});

describe('content store with an injected fetch (SPEC 7, SPEC 8)', () => {
  it('applies the CMS override of a known key over the built-in texts', async () => {
    const { api } = recordingApi({}, () => json({ 'title.profile': 'My profile (CMS)' }));
    const texts = await loadContent(api, defaultSiteConfig, location, builtIn);
    expect(texts).toEqual({ ...builtIn, 'title.profile': 'My profile (CMS)' });
    expect($content.get()).toEqual(texts);
  });

  it('applies the version 3 extra content over the main content', async () => {
    const { api, requests } = recordingApi({}, (request) =>
      json(request.url.includes('cmsapi') ? { 'title.profile': 'Tenant profile' } : { 'title.profile': 'Main profile', 'title.login': 'Main sign-in' }),
    );
    const texts = await loadContent(api, otherTenant, location, builtIn);
    expect(texts['title.profile']).toBe('Tenant profile');
    expect(texts['title.login']).toBe('Main sign-in');
    expect(requests).toHaveLength(2);
  });

  it('ignores unknown keys', async () => {
    const { api } = recordingApi({}, () => json({ 'no.such.key': 'x', toString: 'y', 'title.login': 'Sign in (CMS)' }));
    const texts = await loadContent(api, defaultSiteConfig, location, builtIn);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(builtIn).sort());
    expect(texts['title.login']).toBe('Sign in (CMS)');
  });

  it.each([
    ['a server error', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the built-in texts silently on %s', async (_, respond) => {
    const { api } = recordingApi({}, respond);
    await expect(loadContent(api, defaultSiteConfig, location, builtIn)).resolves.toEqual(builtIn);
    expect($content.get()).toEqual(builtIn);
    expect($alert.get()).toBeUndefined();
  });

  it('keeps the built-in texts when only the extra content fails', async () => {
    const { api } = recordingApi({}, (request) => (request.url.includes('cmsapi') ? json({ error: 'NOT_FOUND' }, 404) : json({ 'title.profile': 'Main profile' })));
    expect(await loadContent(api, otherTenant, location, builtIn)).toEqual(builtIn);
  });

  it.each([
    ['a value that is not a string', { 'title.profile': 42 }],
    ['an array', ['title.profile']],
    ['no JSON body', undefined],
  ])('keeps the built-in texts on a shape mismatch: %s', async (_, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => (body === undefined ? new Response('<html></html>', { status: 200 }) : json(body)));
    expect(await loadContent(api, defaultSiteConfig, location, builtIn)).toEqual(builtIn);
  });

  it('asks for version 2 with the locale only without site config', async () => {
    const { api, requests } = recordingApi({}, () => json({}));
    await loadContent(api, undefined, { siteId: 'x', pathname: '/pt_br/account/login/' }, builtIn);
    expect(new URL(requests[0]?.url ?? '').search).toBe('?version=2&locale=pt_br');
  });
});

describe('text (SPEC 8 texts with placeholders)', () => {
  it('fills {{placeholders}} of the text in force', async () => {
    const { api } = recordingApi({}, () => json({ 'error.generic': 'Failed. Reference {{X-CID}}.' }));
    await loadContent(api, defaultSiteConfig, location, builtIn);
    expect(text('error.generic', { 'X-CID': 'cid-7' })).toBe('Failed. Reference cid-7.');
  });

  it('is undefined before content is loaded', () => {
    expect(text('title.profile')).toBeUndefined();
  });
});
