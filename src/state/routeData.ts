// The data a route resolves before its screen shows (SPEC 2 route table "Access and data"), each call's failure read as
// SPEC 8 says: user data failure null, offers failure an empty list. The calls run side by side.
import type { KyInstance } from 'ky';
import { attributesOfSite, getPreferences } from '../api/attributeService';
import { findUser } from '../api/authService';
import { listAssets } from '../api/cardService';
import type { Asset } from '../api/contracts/assets';
import type { UserProfile } from '../api/contracts/auth';
import type { OfferCategory } from '../api/contracts/offers';
import { categoriesForSite } from '../api/offerService';
import type { ResolveName } from '../routes/routeTable';

/** What a screen was given; a key is present when its route resolves it. null: the call failed (SPEC 8 user data). */
export interface RouteData {
  profile?: UserProfile | null;
  /** The user's attributes on the page's site, by key. */
  userAttributes?: Readonly<Record<string, string>> | null;
  offerCategories?: readonly OfferCategory[];
  assets?: readonly Asset[] | null;
}

export interface RouteDataPlace {
  siteId: string;
  locale: string;
}

type Resolvable = keyof RouteData;

const resolvers: { [K in Resolvable]: { load: (api: KyInstance, place: RouteDataPlace) => Promise<NonNullable<RouteData[K]>>; failed: RouteData[K] } } = {
  profile: { load: (api) => findUser(api), failed: null },
  userAttributes: { load: async (api, { siteId }) => attributesOfSite(await getPreferences(api, siteId), siteId), failed: null },
  offerCategories: { load: (api, { locale }) => categoriesForSite(api, locale), failed: [] },
  assets: { load: (api, { siteId }) => listAssets(api, siteId), failed: null },
};

function isResolvable(name: ResolveName): name is Resolvable {
  return Object.hasOwn(resolvers, name);
}

/**
 * Resolves the route's data. A failed call gives its SPEC 8 value and is handed to `onFailure` (the catalogue raised
 * any alert for a gateway error already; a wrong shape still needs reporting). Resolves this module does not know
 * (the passcode screens' login data) are left to their screens.
 */
export async function resolveRouteData(
  names: readonly ResolveName[],
  api: KyInstance,
  place: RouteDataPlace,
  onFailure: (error: unknown) => void,
): Promise<RouteData> {
  const entries = await Promise.all(
    names.filter(isResolvable).map(async (name) => {
      const resolver = resolvers[name];
      try {
        return [name, await resolver.load(api, place)] as const;
      } catch (error) {
        onFailure(error);
        return [name, resolver.failed] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as RouteData;
}
