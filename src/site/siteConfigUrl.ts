// The configured site-config URL (SPEC 7 "GET site-config ... or a configured URL"): used instead of the gateway's
// site-config service when the `siteConfig` flag is on. A deployment sets it as SITE_CONFIG_URL, for the build and the
// edge alike: an https URL (http only on localhost) with `{siteId}` where the site's id goes.

export const siteConfigUrlVariable = 'SITE_CONFIG_URL';
const placeholder = '{siteId}';

/** The template, checked: an error names the variable and says what is wrong. Empty or unset: undefined. */
export function parseSiteConfigUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const template = value.trim();
  const url = URL.canParse(template.replaceAll(placeholder, 'x')) ? new URL(template.replaceAll(placeholder, 'x')) : undefined;
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1';
  if (url === undefined || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
    throw new Error(`${siteConfigUrlVariable}: expected an https URL with ${placeholder} in it, got '${value}'`);
  }
  if (!template.includes(placeholder)) throw new Error(`${siteConfigUrlVariable}: '${value}' has no ${placeholder} where the site's id goes`);
  return template;
}

/**
 * The configured URL a build with the `siteConfig` flag on needs: throws naming the variable when the flag is on and the
 * URL is missing; undefined when the flag is off.
 */
export function requiredSiteConfigUrl(flagOn: boolean, value: string | undefined): string | undefined {
  const template = parseSiteConfigUrl(value);
  if (flagOn && template === undefined) {
    throw new Error(`${siteConfigUrlVariable}: FLAG_SITE_CONFIG is on, so the site-config URL must be set (an https URL with ${placeholder} in it)`);
  }
  return flagOn ? template : undefined;
}

/** The URL of a site's config from the template. */
export function siteConfigUrlOf(template: string, siteId: string): string {
  return template.replaceAll(placeholder, encodeURIComponent(siteId));
}
