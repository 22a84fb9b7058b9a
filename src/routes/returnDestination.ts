// Where a finished step leads (SPEC 2 return URL): the return URL stored earlier in the visit when it still passes and
// names a signed-in screen of this site's issuer and locale, else the profile. Sign-in, the compromised-password notice
// and the signed-in check all end here.
import type { Flags } from '../site/flags';
import type { PortalLocation } from './location';
import { routePath } from './routePath';
import { validateReturnUrl } from './returnUrl';
import { activeRoutes } from './routeTable';

export interface ReturnPlace {
  /** The return URL stored earlier in the visit, if any; checked again here, since storage is not a trusted source. */
  storedReturnUrl: string | null | undefined;
  location: Pick<PortalLocation, 'locale' | 'issuer'>;
  origin: string;
  flags: Flags;
}

/**
 * Whether a path leads to a page a signed-in cardholder can use here: a screen that needs a session (SPEC 2 guard
 * `authenticated`) under this site's own issuer and locale. An API path ('/api/user-auth/tokens/revoke'), another
 * locale's or issuer's page, the sign-out and anything that is no portal page would strand the user on raw JSON, the
 * wrong site or an error page (issue 13).
 */
export function leadsToSignedInScreen(path: string, location: ReturnPlace['location'], flags: Flags): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return activeRoutes(flags)
    .filter((route) => route.guards.includes('authenticated') && route.name !== 'logout')
    .some((route) => {
      const screen = routePath(location, route.name, flags);
      return pathname === screen || pathname === screen.replace(/\/$/, '');
    });
}

export function returnDestination({ storedReturnUrl, location, origin, flags }: ReturnPlace): string {
  if (storedReturnUrl) {
    const checked = validateReturnUrl(storedReturnUrl, { origin });
    if (checked.ok && leadsToSignedInScreen(checked.path, location, flags)) return checked.path;
  }
  return routePath(location, 'profile', flags);
}
