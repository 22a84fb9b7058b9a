// Which screens the edge guards by the readable sign-in flag (issue 11 part 3), read off the client's guard chains in
// src/routes/routeTable.ts. The browser's guards stay the source of truth; the edge only saves the round trip where the
// first guard of a chain decides on the sign-in state alone.
import { routeTable, type RouteDefinition, type RouteName } from '../routes/routeTable';

export type EdgeGuard = 'anonymous' | 'authenticated';

/**
 * Signed-in screens the edge leaves to the browser. logout: without the flag the browser may still hold a refresh
 * token and renew the session to sign it out properly (SPEC 4); sending that visitor to sign-in would renew the
 * session there and land on the profile, still signed in.
 */
export const leftToBrowser: readonly RouteName[] = ['logout'];

/** A screen whose guard chain starts with `authenticated`: it shows to signed-in visitors only (noindex, robots.txt). */
export function isSignedInScreen(route: Pick<RouteDefinition, 'guards'>): boolean {
  return route.guards[0] === 'authenticated';
}

/**
 * The guard the edge applies to a route, if any: the first guard of its chain when that is `anonymous` (a signed-in
 * visitor goes to the profile whatever else is true) or `authenticated` (a signed-out visitor goes to sign-in with
 * the return URL), unless the route is left to the browser. A chain whose first guard reads site config, stored data
 * or resolved data (single sign-on, the simulator, recovery variants) is the browser's alone.
 */
export function edgeGuardOf(route: Pick<RouteDefinition, 'guards'> & { name: RouteName }): EdgeGuard | undefined {
  if (leftToBrowser.includes(route.name)) return undefined;
  const [first] = route.guards;
  return first === 'anonymous' || first === 'authenticated' ? first : undefined;
}

/** The routes each edge guard covers, by name, in route-table order. */
export const edgeGuardedRoutes: Readonly<Record<EdgeGuard, readonly RouteName[]>> = {
  anonymous: routeTable.filter((route) => edgeGuardOf(route) === 'anonymous').map((route) => route.name),
  authenticated: routeTable.filter((route) => edgeGuardOf(route) === 'authenticated').map((route) => route.name),
};
