// Token refresh that runs once however many calls need it, in this tab and across tabs (Web Locks) (SPEC 4).
// The refresh token itself lives in an HttpOnly cookie the page cannot read: the page knows only whether one exists
// (the readable flag) and when the session was last renewed (session_expiry, shared by the tabs).

export interface RefreshEnvironment {
  /** Whether a refresh token exists (SPEC 4): the readable flag the gateway sets with the HttpOnly cookie. */
  hasRefreshToken: () => boolean;
  /** Changes with every refresh in any tab (session_expiry): a change while waiting means another tab refreshed. */
  readMarker: () => string | null;
  /** SPEC 4 "a failed refresh removes the refresh token": forgets the flag (the gateway expires the cookie). */
  forgetRefreshToken: () => void;
  /** Exchanges the refresh cookie; stores the new session expiry itself. Rejects on failure. */
  exchange: () => Promise<void>;
  /** Whether a failure means the token is gone (the gateway refused it), not that the gateway could not be reached. */
  isRefusal?: (error: unknown) => boolean;
  /** navigator.locks where the browser has it. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

const refreshLockName = 'portal-token-refresh';

/** Returns refresh(): resolves true when a fresh token is in place, false when the refresh failed. */
export function createSingleFlightRefresh(environment: RefreshEnvironment): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;

  async function exchangeUnlessDone(startedWith: string | null): Promise<boolean> {
    if (!environment.hasRefreshToken()) return false;
    // Another tab refreshed while this one waited for the lock: its result is ours.
    if (startedWith !== null && environment.readMarker() !== startedWith) return true;
    try {
      await environment.exchange();
      return true;
    } catch (error) {
      if (environment.isRefusal?.(error) ?? true) environment.forgetRefreshToken();
      return false;
    }
  }

  return function refresh(): Promise<boolean> {
    if (inFlight) return inFlight;
    const startedWith = environment.readMarker();
    const task = () => exchangeUnlessDone(startedWith);
    inFlight = (environment.locks ? environment.locks.request(refreshLockName, task) : task()).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
