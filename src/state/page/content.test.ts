import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { json, recordingApi } from '../../api/testing/recordingApi';
import { defaultSiteConfig, type SiteConfig } from '../../site/siteConfig';
import { $alert } from './alerts';
import { loadContent } from './content';
import { $contentFailed, $contentOverrides, textsInForce } from './contentOverrides';

const location = { siteId: 'bank.example_en_us', pathname: '/en_us/account/profile/' };
const otherTenant: SiteConfig = { ...defaultSiteConfig, siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: 'bank' } }] };
const screenTexts = { 'title.profile': 'Your profile', 'title.login': 'Sign in' };

afterEach(() => {
  cleanStores($contentOverrides);
  $contentOverrides.set({});
  $contentFailed.set(false);
  vi.restoreAllMocks();
});

describe('content store with an injected fetch (SPEC 7, SPEC 8)', () => {
  it('keeps what the content service sends as the texts in force', async () => {
    const { api } = recordingApi({}, () => json({ 'title.profile': 'My profile (CMS)' }));
    expect(await loadContent(api, defaultSiteConfig, location)).toEqual({ 'title.profile': 'My profile (CMS)' });
    expect($contentOverrides.get()).toEqual({ 'title.profile': 'My profile (CMS)' });
    expect($contentFailed.get()).toBe(false);
  });

  it('lays the version 3 extra content over the main content', async () => {
    const { api, requests } = recordingApi({}, (request) =>
      json(request.url.includes('cmsapi') ? { 'title.profile': 'Tenant profile' } : { 'title.profile': 'Main profile', 'title.login': 'Main sign-in' }),
    );
    expect(await loadContent(api, otherTenant, location)).toEqual({ 'title.profile': 'Tenant profile', 'title.login': 'Main sign-in' });
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['a server error', () => json({ error: 'INTERNAL_ERROR' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('lays nothing over the built-in texts, silently, on %s', async (_, respond) => {
    $contentOverrides.set({ 'title.login': 'stale' });
    const { api } = recordingApi({}, respond);
    await expect(loadContent(api, defaultSiteConfig, location)).resolves.toEqual({});
    expect($contentOverrides.get()).toEqual({});
    expect($alert.get()).toBeUndefined();
    // Screens whose data is content (careers) tell "could not load" from "none published".
    expect($contentFailed.get()).toBe(true);
  });

  it('lays nothing over when only the extra content fails', async () => {
    const { api } = recordingApi({}, (request) =>
      request.url.includes('cmsapi') ? json({ error: 'NOT_FOUND' }, 404) : json({ 'title.profile': 'Main profile' }),
    );
    expect(await loadContent(api, otherTenant, location)).toEqual({});
  });

  it.each([
    ['a value that is not a string', { 'title.profile': 42 }],
    ['an array', ['title.profile']],
    ['no JSON body', undefined],
  ])('lays nothing over on a shape mismatch: %s', async (_, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => (body === undefined ? new Response('<html></html>', { status: 200 }) : json(body)));
    expect(await loadContent(api, defaultSiteConfig, location)).toEqual({});
  });

  it('asks for version 2 with the locale only without site config', async () => {
    const { api, requests } = recordingApi({}, () => json({}));
    await loadContent(api, undefined, { siteId: 'x', pathname: '/pt_br/account/login/' });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?version=2&locale=pt_br');
  });
});

describe('textsInForce', () => {
  it('takes the CMS text of a key the screen knows', () => {
    expect(textsInForce(screenTexts, { 'title.profile': 'My profile (CMS)' })).toEqual({ ...screenTexts, 'title.profile': 'My profile (CMS)' });
  });

  it('never takes keys the screen does not know, nor inherited ones', () => {
    const texts = textsInForce(screenTexts, { 'no.such.key': 'x', toString: 'y', constructor: 'z' });
    expect(texts).toBe(screenTexts);
    expect(Object.keys(texts)).toEqual(['title.profile', 'title.login']);
  });

  it('answers the same object when nothing changes, so screens do not render again', () => {
    expect(textsInForce(screenTexts, { 'title.login': 'Sign in' })).toBe(screenTexts);
  });
});

describe('textsInForce with texts that say a number', () => {
  const builtIn = {
    'login.userLocked': { language: 'de', forms: { one: '{{minutes}} Minute', other: '{{minutes}} Minuten' } },
    'title.login': 'Anmelden',
  };

  it('takes the forms a nested CMS answer gives (flattened as key.one, key.other)', () => {
    const inForce = textsInForce(builtIn, { 'login.userLocked.one': 'eine Minute ({{minutes}})', 'login.userLocked.other': '{{minutes}} Min.' });
    expect(inForce['login.userLocked']).toEqual({ language: 'de', forms: { one: 'eine Minute ({{minutes}})', other: '{{minutes}} Min.' } });
  });

  it('takes one CMS text as the form for every number', () => {
    expect(textsInForce(builtIn, { 'login.userLocked': 'Bitte warten.' })['login.userLocked']).toEqual({ language: 'de', forms: { other: 'Bitte warten.' } });
  });

  it('keeps the built-in forms when the CMS says nothing about them, and the same object when nothing changes', () => {
    expect(textsInForce(builtIn, { 'login.userLocked.one': 'only one form' })['login.userLocked']).toBe(builtIn['login.userLocked']);
    expect(textsInForce(builtIn, {})).toBe(builtIn);
  });
});
