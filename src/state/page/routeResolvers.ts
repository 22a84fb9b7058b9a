// Resolvers of the user's own data in the route table (SPEC 2 "Access and data": profile, user attributes, cards), with SPEC 8's
// value for a failed call: user data failure null. Screens pass those they read to their route gate.
import { attributesOfSite, getPreferences } from '../../api/attributeService';
import { findUser } from '../../api/authService';
import { listAssets } from '../../api/cardService';
import type { Resolver } from './routeData';

export const profileResolver: Resolver<'profile'> = { load: (api) => findUser(api), failed: null };

export const userAttributesResolver: Resolver<'userAttributes'> = {
  load: async (api, { siteId }) => attributesOfSite(await getPreferences(api, siteId), siteId),
  failed: null,
};

export const assetsResolver: Resolver<'assets'> = { load: (api, { siteId }) => listAssets(api, siteId), failed: null };
