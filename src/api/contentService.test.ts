import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { contentRequest, fetchContent, localeFromContentPath } from './contentService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const withTenant = (tenant: unknown): SiteConfig => ({
  ...defaultSiteConfig,
  name: 'bank',
  siteId: 'bank.example_pt_br',
  siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant } }],
});
const sameKeys = { root: undefined, map: {} };
const target = { locale: 'pt_br', siteId: 'bank.example_pt_br', contentType: 'vpp', path: '/pt_br/account/profile/' };
const v2 = 'bin/aem/rest?version=2&contentType=vpp&level=-1&locale=pt_br&siteId=bank.example_pt_br';
const v3 = 'bin/aem/rest?version=3&contentType=vpp&level=-1&locale=pt_br&siteId=bank.example_pt_br';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contentRequest (SPEC 7 content)', () => {
  it.each<[string, SiteConfig | undefined, ReturnType<typeof contentRequest>]>([
    ['without site config: version 2 with locale only', undefined, { version: '2', url: 'bin/aem/rest?version=2&locale=pt_br', keys: sameKeys }],
    ['a site without the cms feature: version 2', defaultSiteConfig, { version: '2', url: v2, keys: sameKeys }],
    ['the main tenant: version 2', withTenant('main'), { version: '2', url: v2, keys: sameKeys }],
    ['a tenant that is not a string: version 2', withTenant(7), { version: '2', url: v2, keys: sameKeys }],
    [
      'another tenant: version 3 and the extra URL',
      withTenant('bank'),
      { version: '3', url: v3, extraUrl: 'cmsapi/content.data.json/vpp/bank.example_pt_br/pt_br/account/profile', keys: sameKeys },
    ],
  ])('%s', (_, config, expected) => {
    expect(contentRequest(config, target)).toEqual(expected);
  });

  it('carries locale, site id and content type in the query, encoded', () => {
    const { url } = contentRequest(withTenant('main'), { ...target, locale: 'de_de', siteId: 'host:8080_de_de', contentType: 'my-app' });
    const query = new URL(url, testOrigin).searchParams;
    expect(Object.fromEntries(query)).toEqual({ version: '2', contentType: 'my-app', level: '-1', locale: 'de_de', siteId: 'host:8080_de_de' });
  });

  it("asks for an editor's drafts on both URLs in a preview", () => {
    const request = contentRequest(withTenant('bank'), { ...target, preview: true });
    expect(new URL(request.url, testOrigin).searchParams.get('preview')).toBe('draft');
    expect(request.extraUrl).toBe('cmsapi/content.data.json/vpp/bank.example_pt_br/pt_br/account/profile?preview=draft');
    expect(new URL(contentRequest(undefined, { ...target, preview: true }).url, testOrigin).searchParams.get('preview')).toBe('draft');
  });

  it('encodes each segment of the path after the site id in the extra URL', () => {
    expect(contentRequest(withTenant('bank'), { ...target, path: 'pt_br/a b/c' }).extraUrl).toBe(
      'cmsapi/content.data.json/vpp/bank.example_pt_br/pt_br/a%20b/c',
    );
  });
});

describe('localeFromContentPath (SPEC 7 content)', () => {
  it.each([
    ['/pt_br/account/profile/', 'pt_br'],
    ['de_de', 'de_de'],
    ['/', 'en_us'],
    ['', 'en_us'],
    ['/context.html', 'en_us'],
    ['/demo-bank/pt_br/account/', 'en_us'],
    ['/xx_yy/account/', 'en_us'],
  ])('%s gives %s', (pathname, locale) => {
    expect(localeFromContentPath(pathname)).toBe(locale);
  });
});

describe('fetchContent with an injected fetch', () => {
  it('fetches the content URL under the API base and overlays the extra content', async () => {
    const { api, requests } = recordingApi({}, (request) =>
      json(request.url.includes('cmsapi') ? { 'title.profile': 'Extra', 'b.key': 'B' } : { 'title.profile': 'Main', 'a.key': 'A' }),
    );
    const answer = await fetchContent(api, contentRequest(withTenant('bank'), target));
    expect(answer).toEqual({ 'title.profile': 'Extra', 'a.key': 'A', 'b.key': 'B' });
    expect(requests.map((request) => request.url)).toEqual([
      `${testOrigin}/api/${v3}`,
      `${testOrigin}/api/cmsapi/content.data.json/vpp/bank.example_pt_br/pt_br/account/profile`,
    ]);
    expect(requests.every((request) => !request.headers.has('X-COOKIE-AUTH'))).toBe(true);
  });

  it('rejects an answer that is not an object of texts as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json(['title.profile']));
    await expect(fetchContent(api, contentRequest(undefined, target))).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});

describe('fetchContent with a CMS that nests and names texts its own way (SPEC 7 "flattened if configured")', () => {
  const cms = (keys: Record<string, unknown>): SiteConfig => ({
    ...withTenant('bank'),
    siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: 'bank', ...keys } }],
  });

  it('flattens a nested version 3 answer, lays the extra content over it and maps the CMS names to the portal keys', async () => {
    const { api } = recordingApi({}, (request) =>
      request.url.includes('cmsapi/')
        ? json({ portal: { title: { profile: 'Mein Profil (extra)' } } })
        : json({ portal: { title: { login: 'Anmelden bei der Bank', profile: 'Mein Profil' } }, signin: { heading: 'Willkommen' }, count: 3 }),
    );
    const request = contentRequest(cms({ key_root: 'portal', key_map: '{"signin.heading": "login.submit"}' }), target);
    expect(await fetchContent(api, request)).toEqual({
      'title.login': 'Anmelden bei der Bank',
      'title.profile': 'Mein Profil (extra)',
      'login.submit': 'Willkommen',
    });
  });

  it('flattens a nested version 2 answer (the main tenant) and drops its key root', async () => {
    const { api, requests } = recordingApi({}, () => json({ portal: { title: { login: 'Entrar no banco' } } }));
    const main = cms({ tenant: 'main', key_root: 'portal' });
    expect(await fetchContent(api, contentRequest(main, target))).toEqual({ 'title.login': 'Entrar no banco' });
    expect(requests.map((request) => request.url)).toEqual([`${testOrigin}/api/${v2}`]);
  });

  it('keeps a flat answer as it is', async () => {
    const { api } = recordingApi({}, () => json({ 'title.login': 'Entrar' }));
    expect(await fetchContent(api, contentRequest(withTenant('main'), target))).toEqual({ 'title.login': 'Entrar' });
  });
});
