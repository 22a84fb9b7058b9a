// The account area's navigation (issue 15 part 2): the signed-in screens that share it, its items in order with the
// screens each stands for, and which item marks the page. Pre-rendered into every such screen (src/layouts/Shell.astro);
// the page then hides what this cardholder cannot use (src/state/page/accountNav.ts).
import type { Flags } from '../site/flags';
import { activeRoutes, type RouteName } from './routeTable';

export interface AccountNavItem {
  route: RouteName;
  /** The built-in text of its link. */
  textKey:
    | 'title.profile'
    | 'profile.link.editPan'
    | 'profile.link.cashbackStatement'
    | 'profile.link.siteSettings'
    | 'profile.link.security'
    | 'profile.link.mfaSetup'
    | 'profile.link.password';
  /** The screens under this item besides its own (marked aria-current="true" there). */
  within: readonly RouteName[];
  /** Only for a cardholder who signs in with the portal's password (not single sign-on alone; `portalPassword` guard). */
  portalPassword?: true;
}

export const accountNavItems: readonly AccountNavItem[] = [
  { route: 'profile', textKey: 'title.profile', within: ['edit-profile', 'email-alias', 'delete-profile'] },
  { route: 'edit-pan', textKey: 'profile.link.editPan', within: [] },
  { route: 'cashback-statement', textKey: 'profile.link.cashbackStatement', within: [] },
  { route: 'site-settings', textKey: 'profile.link.siteSettings', within: [] },
  { route: 'security', textKey: 'profile.link.security', within: [] },
  { route: 'mfa-setup', textKey: 'profile.link.mfaSetup', within: [], portalPassword: true },
  { route: 'password', textKey: 'profile.link.password', within: [], portalPassword: true },
];

/** The screens drawn in the account layout: every item's own and those within it. */
export const accountLayoutRoutes: readonly RouteName[] = accountNavItems.flatMap((item) => [item.route, ...item.within]);

export function hasAccountLayout(route: RouteName): boolean {
  return accountLayoutRoutes.includes(route);
}

/** aria-current of an item's link on a screen: `page` on its own, `true` on a screen within it. */
export function accountNavCurrent(item: AccountNavItem, route: RouteName): 'page' | 'true' | undefined {
  if (item.route === route) return 'page';
  return item.within.includes(route) ? 'true' : undefined;
}

/** The items a build serves, each with the URL segment of its screen. */
export function accountNavOf(flags: Flags): (AccountNavItem & { segment: string })[] {
  const routes = activeRoutes(flags);
  return accountNavItems.flatMap((item) => {
    const active = routes.find((route) => route.name === item.route);
    return active ? [{ ...item, segment: active.segment }] : [];
  });
}
