// Site configuration contract and its DEFAULT (SPEC 3 "Site configuration", SPEC 7, SPEC 8). zod/mini: it ships in every page.
import * as z from 'zod/mini';

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

/**
 * A feature group's settings by name. Values arrive loosely typed (strings, numbers, booleans, nested maps) and every
 * reader checks the type it needs (`configText`, `requirementOf`, ...), so the schema fixes only the map's shape.
 */
export const siteFeatureConfigurationSchema = z.object({
  name: z.string().check(z.minLength(1)),
  featureConfig: z.record(z.string(), z.unknown()),
});

export const siteConfigSchema = z.object({
  name: z.string().check(z.minLength(1)),
  siteId: z.string().check(z.minLength(1)),
  theme: z.string().check(z.minLength(1)),
  siteFeatureConfigurations: z.array(siteFeatureConfigurationSchema),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteFeatureConfiguration = z.infer<typeof siteFeatureConfigurationSchema>;

export { defaultSiteConfig } from './defaultSiteConfig';

/** The feature config of one group, or undefined when the site does not configure it. */
export function featureConfig(config: SiteConfig, group: FeatureGroup): Record<string, unknown> | undefined {
  return config.siteFeatureConfigurations.find((feature) => feature.name === group)?.featureConfig;
}

/** Site ids travel in URLs and headers: host-like characters only, bounded length. */
export const siteIdSchema = z
  .string()
  .check(
    z.minLength(1, 'site id is empty'),
    z.maxLength(200, 'site id is longer than 200 characters'),
    z.regex(/^[a-z0-9[][a-z0-9._:[\]-]*$/i, 'site id may hold only letters, digits, dots, underscores, colons and hyphens'),
  );
