import { describe, expect, it, vi } from 'vitest';
import { checkAuthState, type AuthCheckEnvironment } from './authCheck';

function environment(overrides: Partial<AuthCheckEnvironment> = {}): AuthCheckEnvironment {
  return {
    hasAuthCookie: () => true,
    backgroundCheck: async () => true,
    saveUserSite: async () => undefined,
    hasRefreshToken: () => false,
    refresh: async () => false,
    ...overrides,
  };
}

const gatewayError = (code: string) => Object.assign(new Error(code), { code });

describe('authentication state (SPEC 4)', () => {
  it('with the authenticated cookie, a passing background check gives LOGGEDIN', async () => {
    expect(await checkAuthState(environment())).toBe('LOGGEDIN');
  });

  it('with the authenticated cookie, a failing background check gives LOGGEDIN_INACTIVE', async () => {
    expect(await checkAuthState(environment({ backgroundCheck: async () => false }))).toBe('LOGGEDIN_INACTIVE');
  });

  it("USER_NOT_FOUND saves the user's site and checks again", async () => {
    const saveUserSite = vi.fn(async () => undefined);
    const backgroundCheck = vi.fn().mockRejectedValueOnce(gatewayError('USER_NOT_FOUND')).mockResolvedValueOnce(true);
    expect(await checkAuthState(environment({ saveUserSite, backgroundCheck }))).toBe('LOGGEDIN');
    expect(saveUserSite).toHaveBeenCalledTimes(1);
    expect(backgroundCheck).toHaveBeenCalledTimes(2);
  });

  it('USER_NOT_FOUND twice in a row ends LOGGEDOUT instead of looping', async () => {
    const backgroundCheck = vi.fn(async () => Promise.reject(gatewayError('USER_NOT_FOUND')));
    expect(await checkAuthState(environment({ backgroundCheck }))).toBe('LOGGEDOUT');
    expect(backgroundCheck).toHaveBeenCalledTimes(2);
  });

  it('any other error gives LOGGEDOUT', async () => {
    expect(await checkAuthState(environment({ backgroundCheck: () => Promise.reject(gatewayError('FORBIDDEN')) }))).toBe('LOGGEDOUT');
  });

  it('without the authenticated cookie the state is LOGGEDOUT and no check is made', async () => {
    const backgroundCheck = vi.fn(async () => true);
    expect(await checkAuthState(environment({ hasAuthCookie: () => false, backgroundCheck }))).toBe('LOGGEDOUT');
    expect(backgroundCheck).not.toHaveBeenCalled();
  });

  it('when the state would be LOGGEDOUT but a refresh token exists, a refresh is tried and the check repeated', async () => {
    let cookie = false;
    const refresh = vi.fn(async () => {
      cookie = true;
      return true;
    });
    const state = await checkAuthState(environment({ hasAuthCookie: () => cookie, hasRefreshToken: () => true, refresh }));
    expect(state).toBe('LOGGEDIN');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh gives LOGGEDOUT', async () => {
    const refresh = vi.fn(async () => false);
    expect(await checkAuthState(environment({ hasAuthCookie: () => false, hasRefreshToken: () => true, refresh }))).toBe('LOGGEDOUT');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('no refresh is tried when no refresh token exists', async () => {
    const refresh = vi.fn(async () => true);
    await checkAuthState(environment({ hasAuthCookie: () => false, refresh }));
    expect(refresh).not.toHaveBeenCalled();
  });

  describe('a check that cannot reach the gateway is not a sign-out', () => {
    const unreachable = Object.assign(new Error('fetch failed'), { status: 0 });
    const unavailable = (overrides: Partial<AuthCheckEnvironment> = {}) =>
      environment({
        backgroundCheck: () => Promise.reject(unreachable),
        isUnavailable: (error) => error === unreachable,
        hasRefreshToken: () => true,
        ...overrides,
      });

    it('keeps the last known state, tells the environment and tries no refresh', async () => {
      const onUnavailable = vi.fn();
      const refresh = vi.fn(async () => true);
      expect(await checkAuthState(unavailable({ lastKnownState: () => 'LOGGEDIN_INACTIVE', onUnavailable, refresh }))).toBe('LOGGEDIN_INACTIVE');
      expect(onUnavailable).toHaveBeenCalledTimes(1);
      expect(refresh).not.toHaveBeenCalled();
    });

    it('with the cookie and no state known, stays signed in', async () => {
      expect(await checkAuthState(unavailable())).toBe('LOGGEDIN');
    });

    it('with the cookie, a signed-out state from before it (the sign-in page) gives way to signed in', async () => {
      expect(await checkAuthState(unavailable({ lastKnownState: () => 'LOGGEDOUT' }))).toBe('LOGGEDIN');
    });

    it('an answer from the gateway still signs out', async () => {
      expect(await checkAuthState(unavailable({ backgroundCheck: () => Promise.reject(gatewayError('FORBIDDEN')), refresh: async () => false }))).toBe(
        'LOGGEDOUT',
      );
    });
  });
});
