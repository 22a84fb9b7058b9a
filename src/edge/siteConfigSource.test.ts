import { describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../site/siteConfig';
import { lookUpSiteConfig, siteConfigKvKey, type SiteConfigLookup } from './siteConfigSource';

const stored = { name: 'kv-bank', siteId: 'localhost_kv-bank', theme: 'classic', siteFeatureConfigurations: [] };
const fromGateway = { name: 'demo', siteId: 'localhost', theme: 'classic', siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: 'main' } }] };

function lookup(overrides: Partial<SiteConfigLookup> = {}): SiteConfigLookup {
  return {
    readKv: async () => null,
    fetchGateway: async () => Response.json(fromGateway),
    warn: vi.fn(),
    ...overrides,
  };
}

describe('site config on the proxy-CDN path, with injected KV and gateway reads', () => {
  it('comes from KV when published there', async () => {
    const readKv = vi.fn(async () => JSON.stringify(stored));
    const fetchGateway = vi.fn(async () => Response.json(fromGateway));
    expect(await lookUpSiteConfig('localhost_kv-bank', lookup({ readKv, fetchGateway }))).toEqual({ config: stored, source: 'kv' });
    expect(readKv).toHaveBeenCalledWith(siteConfigKvKey('localhost_kv-bank'));
    expect(fetchGateway).not.toHaveBeenCalled();
  });

  it("falls back to the gateway's site-config service", async () => {
    const fetchGateway = vi.fn(async () => Response.json(fromGateway));
    expect(await lookUpSiteConfig('localhost', lookup({ fetchGateway }))).toEqual({ config: fromGateway, source: 'gateway' });
    expect(fetchGateway).toHaveBeenCalledWith('/gateway/api/site-config-service/config/site/localhost');
  });

  it('falls through invalid KV JSON to the gateway, with a warning', async () => {
    const warn = vi.fn();
    expect((await lookUpSiteConfig('localhost', lookup({ readKv: async () => '{"broken"', warn }))).source).toBe('gateway');
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['a 404', async () => Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 })],
    ['a 500', async () => Response.json({ error: 'INTERNAL_ERROR' }, { status: 500 })],
    ['a thrown error', async () => Promise.reject(new Error('down'))],
    ['a wrong shape', async () => Response.json({ name: 'x' })],
  ])('falls back to DEFAULT on %s', async (_, fetchGateway) => {
    expect(await lookUpSiteConfig('localhost', lookup({ fetchGateway }))).toEqual({ config: defaultSiteConfig, source: 'default' });
  });

  it('answers DEFAULT for an invalid site id without reading anything', async () => {
    const readKv = vi.fn(async () => null);
    const fetchGateway = vi.fn(async () => Response.json(fromGateway));
    expect(await lookUpSiteConfig('../etc', lookup({ readKv, fetchGateway }))).toEqual({ config: defaultSiteConfig, source: 'default' });
    expect(readKv).not.toHaveBeenCalled();
    expect(fetchGateway).not.toHaveBeenCalled();
  });
});
