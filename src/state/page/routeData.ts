// The data a route resolves before its screen shows (SPEC 2 route table "Access and data"), each call's failure read as
// SPEC 8 says. The calls run side by side. The resolvers themselves are the screens' (routeResolvers.ts, offerCategoriesResolver.ts), so a page
// carries only the calls of the data its screen reads.
import type { KyInstance } from 'ky';
import type { Asset } from '../../api/contracts/assets';
import type { UserProfile } from '../../api/contracts/auth';
import type { OfferCategory } from '../../api/contracts/offers';
import type { StatementEntry } from '../../rules/cards/cardList';
import type { ResolveName } from '../../routes/routeTable';

/** The signed-in user's profile as the screens read it. */
export type { UserProfile };

/** What a screen was given; a key is present when its route resolves it. null: the call failed (SPEC 8 user data). */
export interface RouteData {
  profile?: UserProfile | null;
  /** The user's attributes on the page's site, by key. */
  userAttributes?: Readonly<Record<string, string>> | null;
  offerCategories?: readonly OfferCategory[];
  /** The user's enrolled cards on the page's site. */
  assets?: readonly Asset[] | null;
  /** Each card's status as the cashback statement gives it; empty when the statement could not be read. */
  cardStatement?: readonly StatementEntry[];
  /** The gateway flagged the current password as common or breached. */
  passwordCompromised?: boolean;
  /** The cardholder has yet to accept the privacy policy in force. */
  policyToAccept?: boolean;
}

export interface RouteDataPlace {
  siteId: string;
  locale: string;
}

type Resolvable = keyof RouteData & ResolveName;

export interface Resolver<K extends Resolvable> {
  load: (api: KyInstance, place: RouteDataPlace) => Promise<NonNullable<RouteData[K]>>;
  /** The value when the call fails. */
  failed: RouteData[K];
}

/** The resolvers a screen brings, by the resolve name of the route table. */
export type Resolvers = { [K in Resolvable]?: Resolver<K> };

type Settled<K extends Resolvable> = { name: K; value: RouteData[K]; error?: unknown };

async function resolveOne<K extends Resolvable>(name: K, resolver: Resolver<K>, api: KyInstance, place: RouteDataPlace): Promise<Settled<K>> {
  try {
    return { name, value: await resolver.load(api, place) };
  } catch (error) {
    return { name, value: resolver.failed, error };
  }
}

/**
 * Resolves the route's data that the screen brings a resolver for; a resolve the screen does not read is not fetched.
 * A failed call gives its SPEC 8 value; once every call has settled, each failure is handed to `onFailure` (a sibling's
 * success may have hidden the alert it raised).
 */
export async function resolveRouteData(
  names: readonly ResolveName[],
  resolvers: Resolvers,
  api: KyInstance,
  place: RouteDataPlace,
  onFailure: (error: unknown) => void,
): Promise<RouteData> {
  const wanted = names.filter((name): name is Resolvable => Object.hasOwn(resolvers, name));
  const settled = await Promise.all(wanted.map((name) => resolveOne(name, resolvers[name] as Resolver<typeof name>, api, place)));
  for (const { error } of settled) if (error !== undefined) onFailure(error);
  return Object.fromEntries(settled.map(({ name, value }) => [name, value]));
}
