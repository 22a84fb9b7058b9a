// Token refresh that runs once however many calls need it, in this tab and across tabs (Web Locks) (SPEC 4).

export interface RefreshEnvironment {
  readRefreshToken: () => string | null;
  removeRefreshToken: () => void;
  /** Exchanges the refresh token; stores the new tokens itself. Rejects on failure. */
  exchange: (refreshToken: string) => Promise<void>;
  /** navigator.locks where the browser has it. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

const refreshLockName = 'portal-token-refresh';

/** Returns refresh(): resolves true when a fresh token is in place, false when the refresh failed. */
export function createSingleFlightRefresh(environment: RefreshEnvironment): () => Promise<boolean> {
  let inFlight: Promise<boolean> | undefined;

  async function exchangeUnlessDone(startedWith: string | null): Promise<boolean> {
    const current = environment.readRefreshToken();
    if (current === null) return false;
    // Another tab rotated the token while this one waited for the lock: its result is ours.
    if (startedWith !== null && current !== startedWith) return true;
    try {
      await environment.exchange(current);
      return true;
    } catch {
      environment.removeRefreshToken();
      return false;
    }
  }

  return function refresh(): Promise<boolean> {
    if (inFlight) return inFlight;
    const startedWith = environment.readRefreshToken();
    const task = () => exchangeUnlessDone(startedWith);
    inFlight = (environment.locks ? environment.locks.request(refreshLockName, task) : task()).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
