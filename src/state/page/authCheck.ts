// The authentication state machine of SPEC 4: cookie -> background check -> state, with one refresh retry.
import type { AuthState } from '../../site/authState';

/** What the check needs from the outside world; bound to the browser and the API in session.ts. */
export interface AuthCheckEnvironment {
  hasAuthCookie: () => boolean;
  /** Resolves passesBackgroundCheck; rejects with an error carrying the gateway's `code`. */
  backgroundCheck: () => Promise<boolean>;
  /** Saves the user's site with the locale (answer to USER_NOT_FOUND). */
  saveUserSite: () => Promise<void>;
  hasRefreshToken: () => boolean;
  /** Refreshes the tokens; resolves false (and has removed the refresh token) when it failed. */
  refresh: () => Promise<boolean>;
  /** Whether a failed call never reached an answer from the gateway (a transport failure, a timeout, a 502). */
  isUnavailable?: (error: unknown) => boolean;
  /** The state this tab last knew (sessionStorage), kept when the gateway cannot be asked. */
  lastKnownState?: () => AuthState | undefined;
  /** Told once when the check could not reach the gateway. */
  onUnavailable?: () => void;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * SPEC 4: with the cookie, the background check decides LOGGEDIN or LOGGEDIN_INACTIVE; USER_NOT_FOUND saves
 * the user's site and checks again; any other error, or no cookie, is LOGGEDOUT — unless a refresh token
 * exists, in which case one refresh is tried and the check repeated. A check that cannot reach the gateway is no
 * answer at all, so not LOGGEDOUT: the last known signed-in state stands (else, with the cookie, LOGGEDIN) and the
 * environment is told, to say the service is unavailable.
 */
export async function checkAuthState(environment: AuthCheckEnvironment): Promise<AuthState> {
  const withoutRefresh = await checkOnce(environment);
  if (withoutRefresh !== 'LOGGEDOUT' || !environment.hasRefreshToken()) return withoutRefresh;
  return (await environment.refresh()) ? checkOnce(environment) : 'LOGGEDOUT';
}

async function checkOnce(environment: AuthCheckEnvironment, siteSaved = false): Promise<AuthState> {
  if (!environment.hasAuthCookie()) return 'LOGGEDOUT';
  try {
    return (await environment.backgroundCheck()) ? 'LOGGEDIN' : 'LOGGEDIN_INACTIVE';
  } catch (error) {
    if (environment.isUnavailable?.(error)) {
      environment.onUnavailable?.();
      // The cookie says a user session exists; a signed-out state from before it (this tab's sign-in page) is older.
      const last = environment.lastKnownState?.();
      return last === undefined || last === 'LOGGEDOUT' ? 'LOGGEDIN' : last;
    }
    if (errorCode(error) === 'USER_NOT_FOUND' && !siteSaved) {
      try {
        await environment.saveUserSite();
      } catch {
        return 'LOGGEDOUT';
      }
      return checkOnce(environment, true);
    }
    return 'LOGGEDOUT';
  }
}
