// The links of the profile screen (SPEC 2 profile): where a cardholder goes from it besides the account navigation
// (src/routes/accountNav.ts: cards, cashback, preferences, security and sign-out are there), each shown only where its
// route would let them in (edit-profile when the profile is updatable, delete-profile when deletion is allowed).
// 'add-card' opens the card screen in its profile-page mode (SPEC 2 card screens: edit-pan/?mode=add).
import type { SiteConfig } from '../site/siteConfig';
import { isProfileUpdatable, siteSettingsOf } from '../site/siteSettings';
import { hasPortalPassword, isProfileDeletable } from './guards';
import type { RouteName } from './routeTable';

const profileLinkRoutes = ['edit-profile', 'add-card', 'email-alias', 'delete-profile', 'careers'] as const satisfies readonly (RouteName | 'add-card')[];
export type ProfileLinkRoute = (typeof profileLinkRoutes)[number];

/** The route a profile link (or next step) opens, and the query it carries. */
export function profileLinkTarget(link: ProfileLinkRoute | 'mfa-setup'): { route: RouteName; query: string } {
  return link === 'add-card' ? { route: 'edit-pan', query: '?mode=add' } : { route: link, query: '' };
}

/** `userAuthMechanism`: the profile's authMechanism, how the user signs in. */
export function profileLinks(
  siteConfig: SiteConfig,
  userAttributes: Readonly<Record<string, string>> | undefined,
  userAuthMechanism?: string | null,
): ProfileLinkRoute[] {
  return profileLinkRoutes.filter((route) => {
    if (route === 'edit-profile') return isProfileUpdatable(siteConfig);
    if (route === 'delete-profile') return isProfileDeletable(userAttributes);
    if (route === 'careers') return siteSettingsOf(siteConfig).careersShown;
    if (route === 'email-alias') return hasPortalPassword(siteConfig, userAuthMechanism);
    return true;
  });
}
