// The guards of SPEC 2 as pure functions of (state, site config, flags, target) -> allow, redirect or open the app.
import type { AuthState, UserType } from '../site/authState';
import type { Flags } from '../site/flags';
import type { SiteConfig } from '../site/siteConfig';
import { isProfileUpdatable, siteSettingsOf } from '../site/siteSettings';
import { recoveryFlow, recoveryFlows, routeTable, type GuardName, type RouteName } from './routeTable';

export type Platform = 'ios' | 'android' | 'other';

export interface GuardContext {
  authState: AuthState;
  siteConfig: SiteConfig;
  flags: Flags;
  target: {
    route: RouteName;
    locale: string;
    /** Path of the target as the browser shows it, issuer included, query included. */
    pathWithQuery: string;
  };
  /** Registration data held from the registration step (registration-skipped guard). */
  registrationHeld: boolean;
  /** Resolved user attributes, when the route resolves them (delete-profile guard). */
  userAttributes?: Readonly<Record<string, string>>;
  /** The signed-in user's type (SPEC 6), from its cookie. */
  userType?: UserType | undefined;
  /** Whether the gateway flagged the user's password, when the route resolves it. */
  passwordCompromised?: boolean | undefined;
  /** Whether the cardholder has yet to accept the privacy policy in force, when the route resolves it. */
  policyToAccept?: boolean | undefined;
  /** How the signed-in user signs in (the profile's authMechanism), when the route resolves the profile. */
  userAuthMechanism?: string | null | undefined;
  /** Validated return URL of the visit, if any. */
  returnUrl?: string;
  /** The visit's return URL that names an app (queryParams.ts `isAppUrl`); opened only when connected_app allows it. */
  appReturnUrl?: string | undefined;
  platform: Platform;
}

export type GuardResult =
  | { kind: 'allow' }
  /** Go to another route of the same locale and issuer; `returnUrl` is carried as ?returnurl=. */
  | { kind: 'redirect'; route: RouteName; returnUrl?: string; keepQuery?: boolean }
  /** Go to the visit's return URL (`returnurl` of this page, validated): where a visitor was headed before signing in. */
  | { kind: 'return'; path: string }
  /** Open the native app and block navigation; Android falls back to the store after `fallbackAfterMs`. */
  | { kind: 'openApp'; appUrl: string; storeUrl?: string; fallbackAfterMs?: number };

const allow: GuardResult = { kind: 'allow' };

/**
 * Whether an app return URL's scheme is exactly one site_auth_profile.connected_app names (a scheme, or several separated
 * by commas, with or without "://"), and no web, script or file scheme: nothing else opens an app, not even a scheme
 * that merely contains an allowed one.
 */
export function opensApp(url: string, connectedApp = ''): boolean {
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  return (
    !/^(https?|javascript|data|file|intent)$/.test(scheme) &&
    connectedApp.split(',').some(
      (entry) =>
        entry
          .trim()
          .replace(/:(?:\/\/)?$/, '')
          .toLowerCase() === scheme,
    )
  );
}

/** Android store fallback delay (SPEC 9). */
const storeFallbackMs = 250;

const isSignedIn = (state: AuthState) => state === 'LOGGEDIN' || state === 'LOGGEDIN_INACTIVE';

/**
 * Whether the user has a portal password, so that changing it and a second step after it mean something (SPEC 6):
 * not on a site where everyone signs in at the bank, nor for a user provisioned by the bank's sign-in on a dual site.
 */
export function hasPortalPassword(config: SiteConfig, userAuthMechanism?: string | null): boolean {
  return siteSettingsOf(config).auth.mechanism !== 'SSO' && userAuthMechanism?.trim().toUpperCase() !== 'SSO';
}

/** Account deletion is allowed unless the user's allow_delete_profile attribute is 'false' (SPEC 2, SPEC 6). */
export function isProfileDeletable(userAttributes: Readonly<Record<string, string>> | undefined): boolean {
  return userAttributes?.['allow_delete_profile'] !== 'false';
}

export const guards = {
  /** Allows LOGGEDIN or LOGGEDIN_INACTIVE, else to login carrying the target as returnurl. */
  authenticated: (context) => (isSignedIn(context.authState) ? allow : { kind: 'redirect', route: 'login', returnUrl: context.target.pathWithQuery }),
  /** Allows LOGGEDOUT, else to profile. */
  /**
   * A signed-in visitor on a signed-out screen goes on to where the page's `returnurl` leads (a deep link whose session
   * was renewed on the sign-in page), else to the profile.
   */
  anonymous: (context) =>
    context.authState === 'LOGGEDOUT' ? allow : context.returnUrl ? { kind: 'return', path: context.returnUrl } : { kind: 'redirect', route: 'profile' },
  registrationSkipped: (context) => (context.registrationHeld ? allow : { kind: 'redirect', route: 'registration' }),
  profileEdit: (context) => (isProfileUpdatable(context.siteConfig) ? allow : { kind: 'redirect', route: 'profile' }),
  deleteProfile: (context) => (isProfileDeletable(context.userAttributes) ? allow : { kind: 'redirect', route: 'profile' }),
  /** A concierge's screen is the look-up on the profile route: a cardholder's own screens have nothing for staff. */
  cardholder: (context) => (context.userType === 'CONCIERGE' ? { kind: 'redirect', route: 'profile' } : allow),
  /** The compromised-password notice is for an account the gateway flagged; anyone else goes to the profile. */
  passwordFlagged: (context) => (context.passwordCompromised === false ? { kind: 'redirect', route: 'profile' } : allow),
  /** The new privacy policy is for a cardholder who has yet to accept it; anyone else goes to the profile. */
  policyOutdated: (context) => (context.policyToAccept === false ? { kind: 'redirect', route: 'profile' } : allow),
  /** Password change and two-step verification are for users who sign in with a portal password. */
  portalPassword: (context) => (hasPortalPassword(context.siteConfig, context.userAuthMechanism) ? allow : { kind: 'redirect', route: 'profile' }),
  /**
   * SSO sites (not dual-auth) send a signed-out visitor to redirect-sso unless the target is redirect-sso, logout or
   * sso-simulator. A signed-in visitor has already been through the bank and passes (else edit-pan would loop).
   */
  singleSignOn: (context) => {
    if (siteSettingsOf(context.siteConfig).auth.mechanism !== 'SSO' || isSignedIn(context.authState)) return allow;
    const exempt: readonly RouteName[] = ['redirect-sso', 'logout', 'sso-simulator'];
    return exempt.includes(context.target.route) ? allow : { kind: 'redirect', route: 'redirect-sso', keepQuery: true };
  },
  /**
   * A return URL into the bank's app (its scheme exactly one connected_app allows), on iOS or Android, opens the app and
   * blocks navigation (SPEC 4).
   */
  mobileDeepLink: (context) => {
    const { connectedApp, androidStoreUrl: storeUrl } = siteSettingsOf(context.siteConfig).auth;
    const appUrl = context.appReturnUrl;
    if (appUrl === undefined || context.platform === 'other' || !opensApp(appUrl, connectedApp)) return allow;
    return context.platform === 'android' && storeUrl ? { kind: 'openApp', appUrl, storeUrl, fallbackAfterMs: storeFallbackMs } : { kind: 'openApp', appUrl };
  },
  ssoSimulator: (context) => (context.flags.enableSsoSimulator ? allow : { kind: 'redirect', route: 'login', keepQuery: true }),
  /** A recovery step outside this site's flow variant starts the flow again. */
  recoveryVariant: (context) => {
    const steps: readonly RouteName[] = recoveryFlows[recoveryFlow(context.target.locale, siteSettingsOf(context.siteConfig).recoveryBySms)];
    return steps.includes(context.target.route) ? allow : { kind: 'redirect', route: 'recovery', keepQuery: true };
  },
  /** The careers screen is shown only where the site publishes its open positions (cms.careers). */
  careersShown: (context) => (siteSettingsOf(context.siteConfig).careersShown ? allow : { kind: 'redirect', route: 'login' }),
} as const satisfies Record<GuardName, (context: GuardContext) => GuardResult>;

/** Runs the route's guard chain in order; the first result that is not allow wins. */
export function runGuards(context: GuardContext): GuardResult {
  const route = routeTable.find((candidate) => candidate.name === context.target.route);
  for (const name of route?.guards ?? []) {
    const result = guards[name](context);
    if (result.kind !== 'allow') return result;
  }
  return allow;
}
