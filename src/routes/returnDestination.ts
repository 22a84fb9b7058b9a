// Where a finished step leads (SPEC 2 return URL): the return URL stored earlier in the visit when it still passes,
// else the profile. Sign-in, the compromised-password notice and the signed-in check all end here.
import type { Flags } from '../site/flags';
import type { PortalLocation } from './location';
import { routePath } from './routePath';
import { validateReturnUrl } from './returnUrl';

export interface ReturnPlace {
  /** The return URL stored earlier in the visit, if any; checked again here, since storage is not a trusted source. */
  storedReturnUrl: string | null | undefined;
  location: Pick<PortalLocation, 'locale' | 'issuer'>;
  origin: string;
  flags: Flags;
}

export function returnDestination({ storedReturnUrl, location, origin, flags }: ReturnPlace): string {
  if (storedReturnUrl) {
    const checked = validateReturnUrl(storedReturnUrl, { origin });
    if (checked.ok) return checked.path;
  }
  return routePath(location, 'profile', flags);
}
