import { describe, expect, it } from 'vitest';
import { siteConfigServicePath } from '../routes/paths';
import { defaultSiteConfig } from '../site/siteConfig';
import { lookUpSiteConfig, siteConfigKvKey, type SiteConfigLookup } from './siteConfigSource';

// lookUpSiteConfig is a pure function of its injected dependencies: the KV read, the gateway fetch and the warning
// sink are plain functions here that answer as told and record what they were asked.

const inKv = { name: 'kv-bank', siteId: 'localhost_kv-bank', theme: 'classic', siteFeatureConfigurations: [] };
const fromGateway = { name: 'demo', siteId: 'localhost', theme: 'classic', siteFeatureConfigurations: [{ name: 'cms', featureConfig: { tenant: 'main' } }] };

interface Answers {
  kv?: () => Promise<string | null>;
  gateway?: () => Promise<Response>;
}

function injected(answers: Answers = {}) {
  const calls = { kv: [] as string[], gateway: [] as string[], warnings: [] as string[] };
  const lookup: SiteConfigLookup = {
    readKv: async (key) => {
      calls.kv.push(key);
      return answers.kv ? answers.kv() : null;
    },
    fetchGateway: async (path) => {
      calls.gateway.push(path);
      return answers.gateway ? answers.gateway() : Response.json(fromGateway);
    },
    warn: (message) => {
      calls.warnings.push(message);
    },
  };
  return { lookup, calls };
}

describe('site config on the proxy-CDN path, with injected KV read and gateway fetch', () => {
  it('comes from KV when the injected KV read finds it, without asking the gateway', async () => {
    const { lookup, calls } = injected({ kv: async () => JSON.stringify(inKv) });
    expect(await lookUpSiteConfig('localhost_kv-bank', lookup)).toEqual({ config: inKv, source: 'kv' });
    expect(calls.kv).toEqual([siteConfigKvKey('localhost_kv-bank')]);
    expect(calls.gateway).toEqual([]);
    expect(calls.warnings).toEqual([]);
  });

  it('asks the configured URL instead of the gateway when the siteConfig flag gives one, and is DEFAULT when it fails', async () => {
    const { lookup, calls } = injected();
    const asked: string[] = [];
    const fromConfigured = { ...fromGateway, name: 'configured' };
    const configured: SiteConfigLookup = {
      ...lookup,
      fetchConfigured: async (siteId) => {
        asked.push(siteId);
        return Response.json(fromConfigured);
      },
    };
    expect(await lookUpSiteConfig('localhost', configured)).toEqual({ config: fromConfigured, source: 'gateway' });
    expect(asked).toEqual(['localhost']);
    expect(calls.gateway).toEqual([]);
    const failing: SiteConfigLookup = { ...lookup, fetchConfigured: () => Promise.reject(new Error('unreachable')) };
    expect(await lookUpSiteConfig('localhost', failing)).toEqual({ config: defaultSiteConfig, source: 'default' });
    expect(calls.gateway).toEqual([]);
  });

  it('reads KV under a key naming the site', () => {
    expect(siteConfigKvKey('localhost_kv-bank')).toBe('site-config:localhost_kv-bank');
  });

  it('comes from the injected gateway fetch of the site-config service (200) on a KV miss', async () => {
    const { lookup, calls } = injected();
    expect(await lookUpSiteConfig('localhost', lookup)).toEqual({ config: fromGateway, source: 'gateway' });
    expect(calls.gateway).toEqual([siteConfigServicePath('localhost')]);
    expect(calls.gateway).toEqual(['/gateway/api/site-config-service/config/site/localhost']);
    expect(calls.warnings).toEqual([]);
  });

  it('is DEFAULT without a warning when the injected gateway fetch answers 404 (unknown site)', async () => {
    const { lookup, calls } = injected({ gateway: async () => Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 }) });
    expect(await lookUpSiteConfig('nowhere.example', lookup)).toEqual({ config: defaultSiteConfig, source: 'default' });
    expect(calls.warnings).toEqual([]);
  });

  it.each<[string, () => Promise<Response>, RegExp]>([
    ['answers 500', async () => Response.json({ error: 'INTERNAL_ERROR' }, { status: 500 }), /500/],
    ['throws', async () => Promise.reject(new Error('connection refused')), /connection refused/],
    ['answers text that is not JSON', async () => new Response('<html>oops</html>'), /localhost/],
    ['answers JSON of the wrong shape', async () => Response.json({ name: 'x' }), /does not match the schema/],
  ])('is DEFAULT with a warning when the injected gateway fetch %s', async (_, gateway, warning) => {
    const { lookup, calls } = injected({ gateway });
    expect(await lookUpSiteConfig('localhost', lookup)).toEqual({ config: defaultSiteConfig, source: 'default' });
    expect(calls.warnings).toHaveLength(1);
    expect(calls.warnings[0]).toMatch(warning);
  });

  it.each<[string, () => Promise<string | null>]>([
    ['text that is not JSON', async () => '{"broken"'],
    ['JSON of the wrong shape', async () => JSON.stringify({ name: 'kv-bank' })],
    ['a failure', async () => Promise.reject(new Error('KV unavailable'))],
  ])('falls through to the injected gateway fetch, with a warning, when the injected KV read gives %s', async (_, kv) => {
    const { lookup, calls } = injected({ kv });
    expect(await lookUpSiteConfig('localhost', lookup)).toEqual({ config: fromGateway, source: 'gateway' });
    expect(calls.gateway).toHaveLength(1);
    expect(calls.warnings).toHaveLength(1);
    expect(calls.warnings[0]).toContain('localhost');
  });

  it.each(['', '../x', 'a b', '<script>', 'localhost/../../admin', 'a'.repeat(201)])(
    'is DEFAULT for the invalid site id %j without calling the injected KV read or gateway fetch',
    async (siteId) => {
      const { lookup, calls } = injected({ kv: async () => JSON.stringify(inKv) });
      expect(await lookUpSiteConfig(siteId, lookup)).toEqual({ config: defaultSiteConfig, source: 'default' });
      expect(calls.kv).toEqual([]);
      expect(calls.gateway).toEqual([]);
    },
  );
});
