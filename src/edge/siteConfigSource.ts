// Site config on the proxy-CDN path (SPEC 7): Workers KV first, then the gateway's site-config service (or, with the
// `siteConfig` flag on, the configured URL), then DEFAULT (SPEC 8).
import type * as z from 'zod/mini';
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

/**
 * A JSON entry an operator published to KV (`what` names it in warnings), when it matches `schema`; undefined when it is
 * absent, unreadable, not JSON or not the schema (each but the first reported).
 */
export async function readKvEntry<T>(
  lookup: Pick<SiteConfigLookup, 'readKv' | 'warn'>,
  key: string,
  schema: z.ZodMiniType<T>,
  what: string,
): Promise<T | undefined> {
  try {
    const stored = await lookup.readKv(key);
    if (stored === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
    lookup.warn(`${what} in KV does not match the schema: ${parsed.error.message}`);
  } catch (error) {
    lookup.warn(`${what} KV read failed: ${String(error)}`);
  }
  return undefined;
}

export async function lookUpSiteConfig(siteId: string, lookup: SiteConfigLookup): Promise<{ config: SiteConfig; source: SiteConfigSource }> {
  if (!siteIdSchema.safeParse(siteId).success) return { config: defaultSiteConfig, source: 'default' };
  const stored = await readKvEntry(lookup, siteConfigKvKey(siteId), siteConfigSchema, `site config for ${siteId}`);
  if (stored !== undefined) return { config: stored, source: 'kv' };
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
