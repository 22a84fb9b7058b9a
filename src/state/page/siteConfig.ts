// Site config as a store: the proxy-CDN path or the site-config service by flag; DEFAULT on any failure (SPEC 7, SPEC 8).
import type { KyInstance } from 'ky';
import { atom } from 'nanostores';
import { getJson } from '../../api/request';
import type { Flags } from '../../site/flags';
import { defaultSiteConfig, siteConfigSchema, type SiteConfig } from '../../site/siteConfig';
import { siteConfigCdnPath } from '../../routes/paths';

export const $siteConfig = atom<SiteConfig | undefined>(undefined);

export async function loadSiteConfig(api: KyInstance, flags: Flags, siteId: string): Promise<SiteConfig> {
  let config: SiteConfig = defaultSiteConfig;
  try {
    if (flags.proxyCdn) {
      const response = await fetch(siteConfigCdnPath(siteId), { credentials: 'same-origin' });
      if (response.ok) config = siteConfigSchema.parse(await response.json());
    } else {
      config = await getJson(api, `site-config-service/config/site/${encodeURIComponent(siteId)}`, siteConfigSchema);
    }
  } catch {
    config = defaultSiteConfig;
  }
  $siteConfig.set(config);
  return config;
}
