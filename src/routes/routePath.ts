// Paths of the portal's screens by route name (SPEC 2). Apart from src/routes/location.ts, so a screen that only links
// to others does not carry the locale list and the site-id rules that reading a URL needs.
import type { Flags } from '../site/flags';
import type { PortalLocation } from './location';
import { accountPath } from './paths';
import { activeRoutes, type RouteName } from './routeTable';

/** Path of a route in the same locale and issuer as the current location. */
export function routePath(location: Pick<PortalLocation, 'locale' | 'issuer'>, route: RouteName, flags: Flags): string {
  const segment = activeRoutes(flags).find((candidate) => candidate.name === route)?.segment ?? route;
  return accountPath(location.locale, segment, location.issuer);
}
