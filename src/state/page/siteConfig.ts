// Site config as a store: the edge's data block in the page when it is there, else the proxy-CDN path or the
// site-config service by flag; DEFAULT on any failure (SPEC 7, SPEC 8, issue 11 part 2).
import type { KyInstance } from 'ky';
import { atom } from 'nanostores';
import { getJson } from '../../api/request';
import type { Flags } from '../../site/flags';
import { defaultSiteConfig, siteConfigSchema, type SiteConfig } from '../../site/siteConfig';
import { readSiteConfigBlock, siteConfigBlockId } from '../../site/siteConfigBlock';
import { siteConfigCdnPath } from '../../routes/paths';
import { siteConfigUrlTemplate } from '../../site/buildFlags';
import { siteConfigUrlOf } from '../../site/siteConfigUrl';

export const $siteConfig = atom<SiteConfig | undefined>(undefined);

/**
 * The config the edge put into this page (src/edge/shellRewrite.ts), when the block is there, parses with the
 * site-config schema and is for `siteId`; else undefined. Synchronous: a screen may read it before its first render.
 */
export function embeddedSiteConfig(siteId: string): SiteConfig | undefined {
  return readSiteConfigBlock(globalThis.document?.getElementById(siteConfigBlockId)?.textContent, siteId);
}

/**
 * The site's config: the edge's block in the page, else the proxy-CDN path (proxyCdn), the configured URL (siteConfig,
 * SITE_CONFIG_URL) or the gateway's site-config service, in that order of flags; DEFAULT on any failure.
 */
export async function loadSiteConfig(api: KyInstance, flags: Flags, siteId: string): Promise<SiteConfig> {
  let config: SiteConfig = defaultSiteConfig;
  const embedded = embeddedSiteConfig(siteId);
  if (embedded) {
    config = embedded;
  } else {
    try {
      if (flags.proxyCdn) {
        const response = await fetch(siteConfigCdnPath(siteId), { credentials: 'same-origin' });
        if (response.ok) config = siteConfigSchema.parse(await response.json());
      } else if (siteConfigUrlTemplate !== '' && flags.siteConfig) {
        // A literal of the build: a build without the configured URL carries none of this. Another host's answer: no
        // cookies go with it.
        const response = await fetch(siteConfigUrlOf(siteConfigUrlTemplate, siteId), { credentials: 'omit', headers: { Accept: 'application/json' } });
        if (response.ok) config = siteConfigSchema.parse(await response.json());
      } else {
        config = await getJson(api, `site-config-service/config/site/${encodeURIComponent(siteId)}`, siteConfigSchema);
      }
    } catch {
      config = defaultSiteConfig;
    }
  }
  $siteConfig.set(config);
  return config;
}
