// Where the browser is: issuer, locale, route and site id from the real URL (SPEC 1, SPEC 2; DESIGN "Pages, guards and navigation").
import { defaultLocale, isLocale, localePattern, type Locale } from '../site/locales';
import { deriveSiteId, siteHostFor } from '../site/siteId';
import type { Flags } from '../site/flags';
import { promotionsHosts, siteHosts } from '../site/buildFlags';
import { issuerPattern } from './paths';
import { activeRoutes, type ActiveRoute } from './routeTable';

export interface PortalLocation {
  locale: Locale;
  issuer?: string;
  route?: ActiveRoute;
  siteId: string;
}

/** Reads a portal URL; unknown parts fall back to the default locale and no route. */
export function readLocation(
  url: URL,
  flags: Flags,
  promotions: readonly string[] = promotionsHosts,
  hosts: ReadonlyMap<string, string> = siteHosts,
): PortalLocation {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const issuer = segments[0] !== undefined && !localePattern.test(segments[0]) && issuerPattern.test(segments[0]) ? segments[0] : undefined;
  const [localeSegment, , routeSegment] = issuer ? segments.slice(1) : segments;
  const locale = localeSegment !== undefined && isLocale(localeSegment) ? localeSegment : defaultLocale;
  const route = activeRoutes(flags).find((candidate) => candidate.segment === routeSegment);
  return {
    locale,
    ...(issuer ? { issuer } : {}),
    ...(route ? { route } : {}),
    siteId: deriveSiteId({ host: siteHostFor(url.host, hosts), issuer, locale, promotionsHosts: promotions }),
  };
}

/** Kept here for the screens that read the URL too; a screen that only links imports src/routes/routePath.ts. */
export { routePath } from './routePath';
