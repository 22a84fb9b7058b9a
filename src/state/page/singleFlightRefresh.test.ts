import { describe, expect, it, vi } from 'vitest';
import { createSingleFlightRefresh } from './singleFlightRefresh';

function tokenStore(initial: string | null) {
  let token = initial;
  return {
    read: () => token,
    write: (value: string | null) => {
      token = value;
    },
  };
}

describe('single-flight token refresh', () => {
  it('ten concurrent callers cause exactly one refresh request', async () => {
    const store = tokenStore('r1');
    const exchange = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      store.write('r2');
    });
    const refresh = createSingleFlightRefresh({ readRefreshToken: store.read, removeRefreshToken: () => store.write(null), exchange });
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh()));
    expect(results).toEqual(Array(10).fill(true));
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(store.read()).toBe('r2');
  });

  it('two tabs sharing storage and Web Locks refresh once between them', async () => {
    const shared = tokenStore('r1');
    const exchange = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      shared.write('r2');
    });
    const tab = () =>
      createSingleFlightRefresh({ readRefreshToken: shared.read, removeRefreshToken: () => shared.write(null), exchange, locks: navigator.locks });
    const [first, second] = [tab(), tab()];
    const results = await Promise.all([first(), second(), first(), second()]);
    expect(results).toEqual([true, true, true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh removes the refresh token and reports false', async () => {
    const store = tokenStore('r1');
    const refresh = createSingleFlightRefresh({
      readRefreshToken: store.read,
      removeRefreshToken: () => store.write(null),
      exchange: () => Promise.reject(new Error('INVALID_GRANT')),
    });
    expect(await refresh()).toBe(false);
    expect(store.read()).toBeNull();
  });

  it('reports false without a request when no refresh token exists', async () => {
    const exchange = vi.fn(async () => undefined);
    const refresh = createSingleFlightRefresh({ readRefreshToken: () => null, removeRefreshToken: () => undefined, exchange });
    expect(await refresh()).toBe(false);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a later refresh after the first settled makes a new request', async () => {
    const store = tokenStore('r1');
    let next = 2;
    const exchange = vi.fn(async () => store.write(`r${next++}`));
    const refresh = createSingleFlightRefresh({ readRefreshToken: store.read, removeRefreshToken: () => store.write(null), exchange });
    await refresh();
    await refresh();
    expect(exchange).toHaveBeenCalledTimes(2);
  });
});
