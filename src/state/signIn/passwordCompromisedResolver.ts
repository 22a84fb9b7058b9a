// Resolver of the compromised-password notice's check (SPEC 2 compromised-credentials). Its own module, loaded with the
// route's checks (RouteGate's `resolvers`), and imported by nothing else: an `import()` target that is also imported
// statically brings Rolldown's runtime chunk back to every page.
import { compromisedPassword } from '../../api/accountCheckService';
import type { Resolver } from '../page/routeData';

/** A failed call counts as not flagged, so nobody is told wrongly. */
export const passwordCompromisedResolver: Resolver<'passwordCompromised'> = {
  load: async (api) => (await compromisedPassword(api)).compromised,
  failed: false,
};
