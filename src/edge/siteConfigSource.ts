// Site config on the proxy-CDN path (SPEC 7): Workers KV first, then the gateway's site-config service (or, with the
// `siteConfig` flag on, the configured URL), then DEFAULT (SPEC 8).
import { defaultSiteConfig, siteConfigSchema, siteIdSchema, type SiteConfig } from '../site/siteConfig';
import { siteConfigServicePath } from '../routes/paths';

export type SiteConfigSource = 'kv' | 'gateway' | 'default';

export interface SiteConfigLookup {
  /** KV read of the stored JSON text, or null when the key is absent. */
  readKv: (key: string) => Promise<string | null>;
  /** Fetch of a gateway path. */
  fetchGateway: (path: string) => Promise<Response>;
  /** With the `siteConfig` flag on: the fetch of the site's configured URL (SITE_CONFIG_URL), asked instead of the gateway. */
  fetchConfigured?: ((siteId: string) => Promise<Response>) | undefined;
  /** Reports a failure that was answered with a fallback. */
  warn: (message: string) => void;
}

/** KV key under which operators publish a site's config. */
export function siteConfigKvKey(siteId: string): string {
  return `site-config:${siteId}`;
}

export async function lookUpSiteConfig(siteId: string, lookup: SiteConfigLookup): Promise<{ config: SiteConfig; source: SiteConfigSource }> {
  if (!siteIdSchema.safeParse(siteId).success) return { config: defaultSiteConfig, source: 'default' };
  try {
    const stored = await lookup.readKv(siteConfigKvKey(siteId));
    if (stored !== null) {
      const parsed = siteConfigSchema.safeParse(JSON.parse(stored));
      if (parsed.success) return { config: parsed.data, source: 'kv' };
      lookup.warn(`site config in KV for ${siteId} does not match the schema: ${parsed.error.message}`);
    }
  } catch (error) {
    lookup.warn(`site config KV read for ${siteId} failed: ${String(error)}`);
  }
  try {
    const response = await (lookup.fetchConfigured ? lookup.fetchConfigured(siteId) : lookup.fetchGateway(siteConfigServicePath(siteId)));
    if (response.ok) {
      const parsed = siteConfigSchema.safeParse(await response.json());
      if (parsed.success) return { config: parsed.data, source: 'gateway' };
      lookup.warn(`gateway site config for ${siteId} does not match the schema: ${parsed.error.message}`);
    } else if (response.status !== 404) {
      lookup.warn(`gateway site config for ${siteId} answered ${response.status}`);
    }
  } catch (error) {
    lookup.warn(`gateway site config for ${siteId} failed: ${String(error)}`);
  }
  return { config: defaultSiteConfig, source: 'default' };
}
