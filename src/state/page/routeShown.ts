// Whether the route's checks have let the screen show (SPEC 2 "Page behaviour"). A screen is painted from the
// pre-rendered page before they end; its sends wait for this, so nothing is sent under the wrong site or session.
import { atom } from 'nanostores';

export const $routeShown = atom(false);

/** The route's checks ended and the screen shows with the site's config and the route's data. */
export function markRouteShown(): void {
  $routeShown.set(true);
}

/** Resolves once the route's checks have let the screen show: a call made from a pre-rendered screen waits for it. */
export function whenRouteShown(): Promise<void> {
  if ($routeShown.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $routeShown.listen((shown) => {
      if (!shown) return;
      stop();
      resolve();
    });
  });
}
