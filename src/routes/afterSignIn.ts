// Where a user goes once signed in (SPEC 2 return URL and compromised-credentials, SPEC 4 inactive accounts): pure, so
// every sign-in path agrees.
import type { AuthState } from '../site/authState';
import { routePath } from './routePath';
import { returnDestination, type ReturnPlace } from './returnDestination';

export interface SignedIn extends ReturnPlace {
  authState: AuthState;
  /** The site checks passwords and found this one on the list of common or breached passwords. */
  passwordCompromised?: boolean;
}

/**
 * An inactive account is led to activation; a compromised password to its notice (the return URL stays stored for
 * afterwards); otherwise the stored return URL when it still passes, else the profile.
 */
export function afterSignIn({ authState, passwordCompromised = false, ...place }: SignedIn): string {
  if (authState === 'LOGGEDIN_INACTIVE') return routePath(place.location, 'activate', place.flags);
  if (passwordCompromised) return routePath(place.location, 'compromised-credentials', place.flags);
  return returnDestination(place);
}
