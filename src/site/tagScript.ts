// The region's tag-management script (SPEC 2 "Page behaviour"): chosen by the locale's region; NA uses the site name 'visa-com'.
import { regionOf, type Locale, type Region } from './locales';

/** The site name the NA script path uses regardless of the site (SPEC 2). */
const northAmericaSiteName = 'visa-com';

/**
 * URL of the tag script for a locale: `{base}/{region}/{siteName}/tags.js`, region in lower case.
 * No base configured (local runs, tests) means no tag script.
 */
export function tagScriptUrl(base: string | undefined, locale: Locale, siteName: string): string | undefined {
  if (!base) return undefined;
  const region: Region = regionOf(locale);
  const name = region === 'NA' ? northAmericaSiteName : siteName;
  return `${base.replace(/\/+$/, '')}/${region.toLowerCase()}/${encodeURIComponent(name)}/tags.js`;
}
