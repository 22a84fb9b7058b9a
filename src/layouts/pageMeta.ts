// What each page says about itself to search engines (issue 11 part 5): its description and whether it may be indexed.
// Read by the shell (Shell.astro) from the route's name, so the page template passes nothing more.
import type { TextKey, Texts } from '../content/textKeys';
import { routeTable, type RouteName } from '../routes/routeTable';

/** The description text of each route: one per screen, or one per group of screens that share a purpose. */
export const descriptionKeys = {
  login: 'seo.description.login',
  'login-otp': 'seo.description.signInPasscode',
  'login-otp-preference': 'seo.description.signInPasscode',
  registration: 'seo.description.registration',
  'add-pan': 'seo.description.registration',
  activate: 'seo.description.activation',
  'resend-activation': 'seo.description.activation',
  recovery: 'seo.description.recovery',
  passcode: 'seo.description.recovery',
  'passcode-preference': 'seo.description.recovery',
  'reset-password': 'seo.description.recovery',
  profile: 'seo.description.profile',
  'edit-profile': 'seo.description.editProfile',
  'edit-pan': 'seo.description.cards',
  'cashback-statement': 'seo.description.cashback',
  'site-settings': 'seo.description.preferences',
  password: 'seo.description.security',
  'mfa-setup': 'seo.description.security',
  security: 'seo.description.security',
  'email-alias': 'seo.description.security',
  'compromised-credentials': 'seo.description.security',
  'privacy-policy': 'seo.description.preferences',
  'otp-check-preference': 'seo.description.security',
  'otp-check-passcode': 'seo.description.security',
  'delete-profile': 'seo.description.deleteProfile',
  logout: 'seo.description.signOut',
  careers: 'seo.description.careers',
  'redirect-sso': 'seo.description.singleSignOn',
  'sso-simulator': 'seo.description.singleSignOn',
} as const satisfies Record<RouteName, TextKey>;

/**
 * Screens that only make sense in the middle of a flow (a link from an e-mail, a step after another screen, a hand-over
 * to the bank): a search result would land a visitor on them without the state they need.
 */
const transitionalRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'activate',
  'login-otp',
  'login-otp-preference',
  'add-pan',
  'passcode',
  'passcode-preference',
  'reset-password',
  'logout',
  'redirect-sso',
  'sso-simulator',
]);

/**
 * Whether search engines may index the route: not when it needs a signed-in user (its guards include `authenticated`),
 * nor a transitional screen. Sign-in, registration, careers, recovery and resend-activation stay indexable.
 */
export function indexable(routeName: RouteName): boolean {
  const guards: readonly string[] = routeTable.find((route) => route.name === routeName)?.guards ?? [];
  return !guards.includes('authenticated') && !transitionalRoutes.has(routeName);
}

/** The route's description in the page's texts (the locale's, else English: see src/content/translate.ts). */
export function descriptionOf(routeName: RouteName, texts: Texts): string {
  return texts[descriptionKeys[routeName]];
}
