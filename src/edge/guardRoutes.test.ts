import { describe, expect, it } from 'vitest';
import type { AuthState, UserType } from '../site/authState';
import { defaultFlags, type Flags } from '../site/flags';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { runGuards, type GuardContext, type Platform } from '../routes/guards';
import { routeTable, type RouteName } from '../routes/routeTable';
import { edgeGuardedRoutes, edgeGuardOf, isSignedInScreen, leftToBrowser } from './guardRoutes';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return { ...defaultSiteConfig, siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })) };
}

/** Sites whose config changes what the guards decide: SSO and dual sign-in, SMS recovery, no profile edits, a bank app, careers. */
const sites: readonly SiteConfig[] = [
  defaultSiteConfig,
  site({ site_auth_profile: { auth_mechanism: 'SSO', issuer_url: 'https://bank.example/sso' } }),
  site({ site_auth_profile: { auth_mechanism: 'DUAL_AUTH', connected_app: 'bankapp://' } }),
  site({ user_enrollment: { send_sms: 'true' }, user_site_profile: { updatable: false } }),
  site({ cms: { careers: true } }),
];
const flagSets: readonly Flags[] = [defaultFlags, { ...defaultFlags, enableSsoSimulator: false }];
const platforms: readonly Platform[] = ['other', 'ios', 'android'];
const userTypes: readonly (UserType | undefined)[] = [undefined, 'CARDHOLDER', 'CONCIERGE'];

/** Every mix of the facts besides the sign-in state that the client's guards read. */
function contexts(route: RouteName, authState: AuthState): GuardContext[] {
  const all: GuardContext[] = [];
  for (const siteConfig of sites)
    for (const flags of flagSets)
      for (const platform of platforms)
        for (const userType of userTypes)
          for (const locale of ['en_us', 'pt_br'])
            for (const registrationHeld of [false, true])
              for (const passwordCompromised of [undefined, false, true]) {
                all.push({
                  authState,
                  siteConfig,
                  flags,
                  target: { route, locale, pathWithQuery: `/${locale}/account/${route}/?returnurl=bankapp%3A%2F%2Fhome` },
                  registrationHeld,
                  userType,
                  passwordCompromised,
                  userAttributes: { allow_delete_profile: 'false' },
                  userAuthMechanism: 'SSO',
                  returnUrl: 'bankapp://home',
                  platform,
                });
              }
  return all;
}

describe('the screens the edge guards, read off the route table', () => {
  it('lists the anonymous-only and signed-in screens', () => {
    expect(edgeGuardedRoutes).toEqual({
      anonymous: ['login', 'login-otp', 'login-otp-preference', 'registration', 'add-pan', 'recovery', 'reset-password', 'passcode', 'passcode-preference'],
      authenticated: [
        'profile',
        'edit-profile',
        'mfa-setup',
        'delete-profile',
        'edit-pan',
        'cashback-statement',
        'site-settings',
        'security',
        'email-alias',
        'password',
        'compromised-credentials',
        'privacy-policy',
        'otp-check-preference',
        'otp-check-passcode',
      ],
    });
  });

  it.each(edgeGuardedRoutes.anonymous.map((name) => [name]))(
    "anonymous-only %s: the client's chain sends every signed-in visitor to the profile, or on to the page's returnurl",
    (route) => {
      for (const authState of ['LOGGEDIN', 'LOGGEDIN_INACTIVE'] as const) {
        for (const context of contexts(route, authState)) {
          expect(runGuards(context)).toEqual(context.returnUrl ? { kind: 'return', path: context.returnUrl } : { kind: 'redirect', route: 'profile' });
        }
      }
    },
  );

  it.each(edgeGuardedRoutes.authenticated.map((name) => [name]))(
    "signed-in %s: the client's chain sends every signed-out visitor to sign-in with the screen as returnurl",
    (route) => {
      for (const context of contexts(route, 'LOGGEDOUT')) {
        expect(runGuards(context)).toEqual({ kind: 'redirect', route: 'login', returnUrl: context.target.pathWithQuery });
      }
    },
  );

  it.each(routeTable.filter((route) => edgeGuardOf(route) === undefined && !leftToBrowser.includes(route.name)).map((route) => [route.name]))(
    '%s, left to the browser, lets both a signed-in and a signed-out visitor through on some site',
    (route) => {
      for (const authState of ['LOGGEDIN', 'LOGGEDOUT'] as const) {
        expect(contexts(route, authState).some((context) => runGuards(context).kind === 'allow')).toBe(true);
      }
    },
  );

  it('leaves logout to the browser though its chain starts with the authenticated guard', () => {
    expect(leftToBrowser).toEqual(['logout']);
    expect(routeTable.find((route) => route.name === 'logout')?.guards[0]).toBe('authenticated');
  });

  it('counts a screen as signed-in (noindex) when its chain starts with the authenticated guard, logout too', () => {
    expect(routeTable.filter(isSignedInScreen).map((route) => route.name)).toEqual([...edgeGuardedRoutes.authenticated, 'logout']);
  });
});
