// Where a user goes once signed in (SPEC 2 return URL and compromised-credentials, SPEC 4 inactive accounts): pure, so
// every sign-in path agrees.
import type { AuthState } from '../site/authState';
import { routePath } from './routePath';
import { returnDestination, type ReturnPlace } from './returnDestination';

export interface SignedIn extends ReturnPlace {
  authState: AuthState;
  /** The site checks passwords and found this one on the list of common or breached passwords. */
  passwordCompromised?: boolean;
  /** The site's privacy policy has a version the cardholder has not accepted (issue 17, part 4). */
  policyToAccept?: boolean;
}

/**
 * An inactive account is led to activation; a new privacy policy to its acceptance, then a compromised password to its
 * notice (the return URL stays stored for afterwards); otherwise the stored return URL when it still passes, else the
 * profile. The notice waits for the next sign-in when both apply: the policy comes first.
 */
export function afterSignIn({ authState, passwordCompromised = false, policyToAccept = false, ...place }: SignedIn): string {
  if (authState === 'LOGGEDIN_INACTIVE') return routePath(place.location, 'activate', place.flags);
  if (policyToAccept) return routePath(place.location, 'privacy-policy', place.flags);
  if (passwordCompromised) return routePath(place.location, 'compromised-credentials', place.flags);
  return returnDestination(place);
}
