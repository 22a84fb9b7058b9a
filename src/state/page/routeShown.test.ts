import { afterEach, describe, expect, it } from 'vitest';
import { $routeShown, markRouteShown, whenRouteShown } from './routeShown';

afterEach(() => $routeShown.set(false));

describe('whether the route’s checks let the screen show', () => {
  it('holds a call made from the pre-rendered screen until the checks end', async () => {
    let released = false;
    const waiting = whenRouteShown().then(() => {
      released = true;
    });
    await Promise.resolve();
    expect(released).toBe(false);
    markRouteShown();
    await waiting;
    expect(released).toBe(true);
  });

  it('lets a call through at once when the checks have ended', async () => {
    markRouteShown();
    await expect(whenRouteShown()).resolves.toBeUndefined();
  });
});
