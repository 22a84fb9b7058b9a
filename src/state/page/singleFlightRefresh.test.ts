import { describe, expect, it, vi } from 'vitest';
import { createSingleFlightRefresh, type RefreshEnvironment } from './singleFlightRefresh';

/** What tabs of one browser share: the readable flag of the refresh cookie and session_expiry. */
function browser() {
  const state = { flag: true, expiry: '1000' as string | null };
  return {
    state,
    environment: (exchange: RefreshEnvironment['exchange'], locks?: RefreshEnvironment['locks']): RefreshEnvironment => ({
      hasRefreshToken: () => state.flag,
      readMarker: () => state.expiry,
      forgetRefreshToken: () => {
        state.flag = false;
      },
      exchange,
      ...(locks ? { locks } : {}),
    }),
  };
}

const slowly = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('single-flight token refresh', () => {
  it('ten concurrent callers cause exactly one refresh request', async () => {
    const { state, environment } = browser();
    const exchange = vi.fn(async () => {
      await slowly();
      state.expiry = '2000';
    });
    const refresh = createSingleFlightRefresh(environment(exchange));
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh()));
    expect(results).toEqual(Array(10).fill(true));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(state.expiry).toBe('2000');
  });

  it('two tabs sharing the cookie jar, storage and Web Locks refresh once between them', async () => {
    const { state, environment } = browser();
    const exchange = vi.fn(async () => {
      await slowly();
      state.expiry = '2000';
    });
    const [first, second] = [
      createSingleFlightRefresh(environment(exchange, navigator.locks)),
      createSingleFlightRefresh(environment(exchange, navigator.locks)),
    ];
    const results = await Promise.all([first(), second(), first(), second()]);
    expect(results).toEqual([true, true, true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh forgets the refresh token and reports false', async () => {
    const { state, environment } = browser();
    const refresh = createSingleFlightRefresh(environment(() => Promise.reject(new Error('INVALID_GRANT'))));
    expect(await refresh()).toBe(false);
    expect(state.flag).toBe(false);
  });

  it('reports false without a request when no refresh token exists', async () => {
    const { state, environment } = browser();
    state.flag = false;
    const exchange = vi.fn(async () => undefined);
    expect(await createSingleFlightRefresh(environment(exchange))()).toBe(false);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a later refresh after the first settled makes a new request', async () => {
    const { state, environment } = browser();
    let next = 2;
    const exchange = vi.fn(async () => {
      state.expiry = String(next++ * 1000);
    });
    const refresh = createSingleFlightRefresh(environment(exchange));
    await refresh();
    await refresh();
    expect(exchange).toHaveBeenCalledTimes(2);
  });
});

describe('a refresh that cannot reach the gateway', () => {
  it('reports false but keeps the refresh token for a later try', async () => {
    const { state, environment } = browser();
    const unreachable = new Error('fetch failed');
    const refresh = createSingleFlightRefresh({ ...environment(() => Promise.reject(unreachable)), isRefusal: (error) => error !== unreachable });
    expect(await refresh()).toBe(false);
    expect(state.flag).toBe(true);
  });
});
