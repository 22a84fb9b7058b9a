// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, recordingApi } from '../../api/testing/recordingApi';
import { defaultFlags } from '../../site/flags';
import { defaultSiteConfig, type SiteConfig } from '../../site/siteConfig';
import { siteConfigBlockText } from '../../site/siteConfigBlock';
import { $siteConfig, embeddedSiteConfig, loadSiteConfig } from './siteConfig';

// A build with SITE_CONFIG_URL set; the flag decides whether it is asked.
vi.mock('../../site/buildFlags', async (original) => ({
  ...(await original<typeof import('../../site/buildFlags')>()),
  siteConfigUrlTemplate: 'https://config.bank.example/sites/{siteId}.json',
}));

const siteId = 'rewards.example.com_bank';
const bank: SiteConfig = {
  name: 'bank',
  siteId,
  theme: 'classic',
  siteFeatureConfigurations: [{ name: 'captcha', featureConfig: { siteKey: 'key-1' } }],
};
const fromService: SiteConfig = { ...bank, name: 'from the service' };

/** The edge's data block, as src/edge/shellRewrite.ts writes it. */
function embed(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'portal-site-config';
  block.textContent = text;
  document.head.appendChild(block);
}

afterEach(() => {
  document.head.replaceChildren();
  $siteConfig.set(undefined);
  vi.unstubAllGlobals();
});

describe('site config from the data block the edge put into the page', () => {
  it('is used without any request when it is for this site', async () => {
    embed(siteConfigBlockText(siteId, bank));
    const pageFetch = vi.fn();
    vi.stubGlobal('fetch', pageFetch);
    const { api, requests } = recordingApi({}, () => json(fromService));
    for (const flags of [defaultFlags, { ...defaultFlags, proxyCdn: true }]) {
      expect(await loadSiteConfig(api, flags, siteId)).toEqual(bank);
    }
    expect($siteConfig.get()).toEqual(bank);
    expect(requests).toEqual([]);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('can be read before the first render, synchronously', () => {
    embed(siteConfigBlockText(siteId, bank));
    expect(embeddedSiteConfig(siteId)).toEqual(bank);
    expect(embeddedSiteConfig('rewards.example.com')).toBeUndefined();
  });

  it.each<[string, () => void]>([
    ['there is no block', () => undefined],
    ['the block is for another site', () => embed(siteConfigBlockText('rewards.example.com', bank))],
    ['the block is not JSON', () => embed('{"siteId":')],
    ['the config fails the schema', () => embed(JSON.stringify({ siteId, config: { ...bank, siteFeatureConfigurations: 'none' } }))],
  ])('is asked of the site-config service as before when %s', async (_, arrange) => {
    arrange();
    const { api, requests } = recordingApi({}, () => json(fromService));
    expect(await loadSiteConfig(api, defaultFlags, siteId)).toEqual(fromService);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/api/site-config-service/config/site/${siteId}`]);
    expect($siteConfig.get()).toEqual(fromService);
  });

  it('is asked on the proxy-CDN path as before when the flag says so and no block is there', async () => {
    const pageFetch = vi.fn(async () => json(fromService));
    vi.stubGlobal('fetch', pageFetch);
    const { api } = recordingApi();
    expect(await loadSiteConfig(api, { ...defaultFlags, proxyCdn: true }, siteId)).toEqual(fromService);
    expect(pageFetch).toHaveBeenCalledWith(`/cdn/site-config/${siteId}.json`, { credentials: 'same-origin' });
  });

  it('is asked at the configured URL (SITE_CONFIG_URL) with the siteConfig flag on, without cookies, and not of the service', async () => {
    const pageFetch = vi.fn(async () => json(fromService));
    vi.stubGlobal('fetch', pageFetch);
    const { api, requests } = recordingApi();
    const flags = { ...defaultFlags, siteConfig: true };
    expect(await loadSiteConfig(api, flags, siteId)).toEqual(fromService);
    expect(pageFetch).toHaveBeenCalledWith(`https://config.bank.example/sites/${siteId}.json`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    expect(requests).toEqual([]);
  });

  it('falls back to DEFAULT when the configured URL fails, not to the service (SPEC 7)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 503)),
    );
    const { api, requests } = recordingApi({}, () => json(fromService));
    expect(await loadSiteConfig(api, { ...defaultFlags, siteConfig: true }, siteId)).toEqual(defaultSiteConfig);
    expect(requests).toEqual([]);
  });

  it('falls back to DEFAULT as before when there is no block and the request fails', async () => {
    const { api } = recordingApi({}, () => json({ error: 'SITE_NOT_FOUND' }, 404));
    expect(await loadSiteConfig(api, defaultFlags, siteId)).toEqual(defaultSiteConfig);
    expect($siteConfig.get()).toEqual(defaultSiteConfig);
  });
});
