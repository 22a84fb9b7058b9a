// What a site's feature configuration allows (SPEC 3 "Site configuration", SPEC 6), read the same way by the site and the gateway.
import { featureConfig, type SiteConfig } from './siteConfig';

/** Profile editing is allowed unless the profile feature config sets updatable to false (SPEC 6). */
export function isProfileUpdatable(config: SiteConfig): boolean {
  const profile = featureConfig(config, 'user_site_profile') ?? featureConfig(config, 'user_global_profile');
  return String(profile?.['updatable'] ?? 'true') !== 'false';
}
