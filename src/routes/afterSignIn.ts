// Where a user goes once signed in (SPEC 2 return URL, SPEC 4 inactive accounts): pure, so every sign-in path agrees.
import type { AuthState } from '../site/authState';
import type { Flags } from '../site/flags';
import { routePath, type PortalLocation } from './location';
import { validateReturnUrl } from './returnUrl';

export interface SignedIn {
  authState: AuthState;
  /** The return URL stored earlier in the visit, if any; checked again here, since storage is not a trusted source. */
  storedReturnUrl: string | null | undefined;
  location: Pick<PortalLocation, 'locale' | 'issuer'>;
  origin: string;
  flags: Flags;
}

/** An inactive account is led to activation; otherwise the stored return URL when it still passes, else the profile. */
export function afterSignIn({ authState, storedReturnUrl, location, origin, flags }: SignedIn): string {
  if (authState === 'LOGGEDIN_INACTIVE') return routePath(location, 'activate', flags);
  if (storedReturnUrl) {
    const checked = validateReturnUrl(storedReturnUrl, { origin });
    if (checked.ok) return checked.path;
  }
  return routePath(location, 'profile', flags);
}
