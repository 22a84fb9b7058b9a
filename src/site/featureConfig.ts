// Reading a site config's feature groups (SPEC 3 "Site configuration"). No schema here: configs reach the screens
// already checked (src/site/siteConfig.ts, in the route's lazily loaded checks), and every page reads its groups while
// it renders, so this module stays free of zod.
import type { SiteConfig } from './siteConfig';

/** Feature groups the portal reads from site config (SPEC 3). Unknown groups are kept but not interpreted. */
export const featureGroups = [
  'pan_capture',
  'user_site_profile',
  'user_global_profile',
  'user_asset_profile',
  'user_enrollment',
  'marketing_optins',
  'vba',
  'site_auth_profile',
  'cms',
  /** hCaptcha settings of SPEC 3 (src/site/captchaSettings.ts); the secret lives in the gateway only. */
  'captcha',
] as const;
export type FeatureGroup = (typeof featureGroups)[number];

/** The feature config of one group, or undefined when the site does not configure it. */
export function featureConfig(config: SiteConfig, group: FeatureGroup): Record<string, unknown> | undefined {
  return config.siteFeatureConfigurations.find((feature) => feature.name === group)?.featureConfig;
}
