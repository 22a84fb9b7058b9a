// What the logout screen loads once it shows (src/islands/signIn/LogoutScreen.tsx). A module of its own that nothing
// imports statically: an `import()` of session.ts, which many modules import statically, would need Rolldown's namespace
// helper, one more script request on every page (docs/decisions.md "Fewer, larger chunks").
import { apiBase } from '../../api/createApi';
import { hostLogoutUrl } from '../../routes/hostLogout';
import { buildFlags, gatewayEndpoints } from '../../site/buildFlags';
import { siteSettingsOf } from '../../site/siteSettings';
import type { ShownRoute } from '../page/navigation';

export { endSession } from '../page/session';

/**
 * The way out of a site that signs in at the bank (SPEC 7 "a logout endpoint on the host"): the sign-in page reached
 * through the host's logout endpoint (HOST_LOGOUT_URL), which ends the bank's session first. Undefined for a site that
 * signs in with a password only.
 */
export function wayOut({ siteConfig, location }: Pick<ShownRoute, 'siteConfig' | 'location'>): ((signInPath: string) => string) | undefined {
  if (siteSettingsOf(siteConfig).auth.mechanism === 'USER_NAME_PASSWORD') return undefined;
  return (signInPath) =>
    hostLogoutUrl({ endpoint: gatewayEndpoints.hostLogout, apiBase: apiBase(buildFlags), siteId: location.siteId, origin: window.location.origin, signInPath });
}
