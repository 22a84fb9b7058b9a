// Site configuration contract and its DEFAULT (SPEC 3 "Site configuration", SPEC 7, SPEC 8). zod/mini, checked where a
// config arrives (src/state/page/siteConfig.ts, src/site/siteConfigBlock.ts, the edge); what a screen reads while it
// renders (src/site/featureConfig.ts, src/site/siteSettings.ts) does not import this module.
import * as z from 'zod/mini';

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

/** Readers of the groups, without the schema (screens read them while they render). */
export { featureConfig, featureGroups, type FeatureGroup } from './featureConfig';

/** Site ids travel in URLs and headers: host-like characters only, bounded length. */
export const siteIdSchema = z
  .string()
  .check(
    z.minLength(1, 'site id is empty'),
    z.maxLength(200, 'site id is longer than 200 characters'),
    z.regex(/^[a-z0-9[][a-z0-9._:[\]-]*$/i, 'site id may hold only letters, digits, dots, underscores, colons and hyphens'),
  );
