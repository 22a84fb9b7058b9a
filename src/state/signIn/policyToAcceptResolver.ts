// Resolver of the new-policy screen's check (issue 17, part 4). Its own module, loaded with the route's checks
// (RouteGate's `resolvers`), and imported by nothing else: an `import()` target that is also imported statically brings
// Rolldown's runtime chunk back to every page.
import type { Resolver } from '../page/routeData';
import { policyToAccept } from './policyToAccept';

/** A gateway without the history, or a failed call, counts as nothing to accept: the screen sends on to the profile. */
export const policyToAcceptResolver: Resolver<'policyToAccept'> = {
  load: (api, { siteId }) => policyToAccept(api, siteId),
  failed: false,
};
