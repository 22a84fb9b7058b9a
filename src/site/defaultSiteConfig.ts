// The site config used whenever a site's own cannot be had (SPEC 8: "Site-config failure: default config"), and the one a
// pre-rendered page is built with. Its own module, so a page can show it without loading the schema that checks configs.
import type { SiteConfig } from './siteConfig';

export const defaultSiteConfig: SiteConfig = Object.freeze({
  name: 'DEFAULT',
  siteId: 'DEFAULT',
  theme: 'classic',
  siteFeatureConfigurations: [],
});
