import { describe, expect, it } from 'vitest';
import type { AuthState } from '../site/authState';
import { defaultFlags } from '../site/flags';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { guards, runGuards, type GuardContext, type GuardResult } from './guards';
import type { RouteName } from './routeTable';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return {
    ...defaultSiteConfig,
    siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
  };
}

function context(overrides: Partial<GuardContext> & { route?: RouteName; locale?: string } = {}): GuardContext {
  const { route = 'profile', locale = 'en_us', ...rest } = overrides;
  return {
    authState: 'LOGGEDOUT',
    siteConfig: defaultSiteConfig,
    flags: defaultFlags,
    target: { route, locale, pathWithQuery: `/${locale}/account/${route}/?a=1` },
    registrationHeld: false,
    platform: 'other',
    ...rest,
  };
}

const allow: GuardResult = { kind: 'allow' };

describe('authenticated-only guard', () => {
  it.each<[AuthState, GuardResult]>([
    ['LOGGEDIN', allow],
    ['LOGGEDIN_INACTIVE', allow],
    ['LOGGEDOUT', { kind: 'redirect', route: 'login', returnUrl: '/en_us/account/profile/?a=1' }],
  ])('%s -> %j', (authState, expected) => {
    expect(guards.authenticated(context({ authState }))).toEqual(expected);
  });
});

describe('anonymous-only guard', () => {
  it.each<[AuthState, GuardResult]>([
    ['LOGGEDOUT', allow],
    ['LOGGEDIN', { kind: 'redirect', route: 'profile' }],
    ['LOGGEDIN_INACTIVE', { kind: 'redirect', route: 'profile' }],
  ])('%s -> %j', (authState, expected) => {
    expect(guards.anonymous(context({ authState, route: 'login' }))).toEqual(expected);
  });

  it('sends a signed-in visitor on to the page’s return URL (a deep link whose session was renewed on sign-in)', () => {
    expect(guards.anonymous({ ...context({ authState: 'LOGGEDIN', route: 'login' }), returnUrl: '/en_us/account/edit-pan/?tab=2' })).toEqual({
      kind: 'return',
      path: '/en_us/account/edit-pan/?tab=2',
    });
    expect(guards.anonymous({ ...context({ authState: 'LOGGEDOUT', route: 'login' }), returnUrl: '/en_us/account/edit-pan/' })).toEqual(allow);
  });
});

describe('registration-skipped guard', () => {
  it('sends to registration when no registration data is held', () => {
    expect(guards.registrationSkipped(context({ route: 'add-pan' }))).toEqual({ kind: 'redirect', route: 'registration' });
  });
  it('allows add-pan when registration data is held', () => {
    expect(guards.registrationSkipped(context({ route: 'add-pan', registrationHeld: true }))).toEqual(allow);
  });
});

describe('profile-edit guard', () => {
  it.each([
    ['no profile config', site({}), allow],
    ['updatable true', site({ user_site_profile: { updatable: true } }), allow],
    ['updatable false', site({ user_site_profile: { updatable: false } }), { kind: 'redirect', route: 'profile' }],
    ["updatable 'false' in the global profile", site({ user_global_profile: { updatable: 'false' } }), { kind: 'redirect', route: 'profile' }],
  ] as const)('%s', (_, siteConfig, expected) => {
    expect(guards.profileEdit(context({ siteConfig, route: 'edit-profile' }))).toEqual(expected);
  });
});

describe('delete-profile guard', () => {
  it.each([
    ['attribute absent', undefined, allow],
    ["allow_delete_profile 'true'", { allow_delete_profile: 'true' }, allow],
    ["allow_delete_profile 'false'", { allow_delete_profile: 'false' }, { kind: 'redirect', route: 'profile' }],
  ] as const)('%s', (_, userAttributes, expected) => {
    expect(guards.deleteProfile(context({ route: 'delete-profile', ...(userAttributes ? { userAttributes } : {}) }))).toEqual(expected);
  });
});

describe('portal-password guard (password change, two-step verification)', () => {
  const profile: GuardResult = { kind: 'redirect', route: 'profile' };
  it.each<[string, SiteConfig, string | undefined, GuardResult]>([
    ['a password site lets a password user in', defaultSiteConfig, 'USER_NAME_PASSWORD', allow],
    ['a password site lets in when the profile is not read', defaultSiteConfig, undefined, allow],
    ['an SSO site sends everyone to the profile', site({ site_auth_profile: { auth_mechanism: 'SSO' } }), undefined, profile],
    ['a dual site sends a user the bank provisioned to the profile', site({ site_auth_profile: { auth_mechanism: 'DUAL_AUTH' } }), 'SSO', profile],
    ['a dual site lets a password user in', site({ site_auth_profile: { auth_mechanism: 'DUAL_AUTH' } }), 'USER_NAME_PASSWORD', allow],
  ])('%s', (_, siteConfig, userAuthMechanism, expected) => {
    expect(guards.portalPassword(context({ authState: 'LOGGEDIN', route: 'password', siteConfig, userAuthMechanism }))).toEqual(expected);
  });
});

describe('cardholder guard (card, cashback and preference screens)', () => {
  it.each<[string, GuardContext['userType'], GuardResult]>([
    ['a cardholder goes on', 'CARDHOLDER', allow],
    ['a visitor whose type is unknown goes on (the gateway decides)', undefined, allow],
    ['a concierge is sent to the look-up on the profile', 'CONCIERGE', { kind: 'redirect', route: 'profile' }],
  ])('%s', (_, userType, expected) => {
    expect(guards.cardholder(context({ authState: 'LOGGEDIN', route: 'edit-pan', userType }))).toEqual(expected);
  });
});

describe('password-flagged guard (the compromised-password notice)', () => {
  it.each<[string, boolean | undefined, GuardResult]>([
    ['a flagged password sees the notice', true, allow],
    ['a password never flagged goes to the profile', false, { kind: 'redirect', route: 'profile' }],
    ['before the check is read, the guard waits for it (passes)', undefined, allow],
  ])('%s', (_, passwordCompromised, expected) => {
    expect(guards.passwordFlagged(context({ authState: 'LOGGEDIN', route: 'compromised-credentials', passwordCompromised }))).toEqual(expected);
  });
});

describe('policy-outdated guard (the new privacy policy)', () => {
  it.each<[string, boolean | undefined, GuardResult]>([
    ['a cardholder yet to accept the policy in force sees it', true, allow],
    ['a cardholder who accepted it goes to the profile', false, { kind: 'redirect', route: 'profile' }],
    ['before the history is read, the guard waits for it (passes)', undefined, allow],
  ])('%s', (_, policyToAccept, expected) => {
    expect(guards.policyOutdated(context({ authState: 'LOGGEDIN', route: 'privacy-policy', policyToAccept }))).toEqual(expected);
  });
});

describe('single sign-on guard', () => {
  const sso = site({ site_auth_profile: { auth_mechanism: 'SSO' } });
  const dual = site({ site_auth_profile: { auth_mechanism: 'DUAL_AUTH' } });
  it.each<[string, SiteConfig, RouteName, GuardResult]>([
    ['password site allows login', defaultSiteConfig, 'login', allow],
    ['SSO site sends login to redirect-sso', sso, 'login', { kind: 'redirect', route: 'redirect-sso', keepQuery: true }],
    ['SSO site sends a signed-out edit-pan visit to redirect-sso', sso, 'edit-pan', { kind: 'redirect', route: 'redirect-sso', keepQuery: true }],
    ['SSO site allows redirect-sso', sso, 'redirect-sso', allow],
    ['SSO site allows logout', sso, 'logout', allow],
    ['SSO site allows sso-simulator', sso, 'sso-simulator', allow],
    ['dual-auth site allows login routes', dual, 'login', allow],
    ['dual-auth site allows login-otp', dual, 'login-otp', allow],
  ])('%s', (_, siteConfig, route, expected) => {
    expect(guards.singleSignOn(context({ siteConfig, route }))).toEqual(expected);
  });
  it.each(['LOGGEDIN', 'LOGGEDIN_INACTIVE'] as const)('a %s visitor of an SSO site reaches edit-pan (no loop back to the bank)', (authState) => {
    expect(guards.singleSignOn(context({ siteConfig: sso, route: 'edit-pan', authState }))).toEqual(allow);
  });
});

describe('mobile deep-link guard', () => {
  const app = site({ site_auth_profile: { connected_app: 'bankapp://', android_store_url: 'https://store.example/bankapp' } });
  it.each<[string, GuardContext['platform'], string | undefined, GuardResult]>([
    ['iOS with the app scheme opens the app', 'ios', 'bankapp://cards', { kind: 'openApp', appUrl: 'bankapp://cards' }],
    [
      'Android with the app scheme opens the app with a store fallback',
      'android',
      'bankapp://cards',
      { kind: 'openApp', appUrl: 'bankapp://cards', storeUrl: 'https://store.example/bankapp', fallbackAfterMs: 250 },
    ],
    ['desktop with the app scheme continues', 'other', 'bankapp://cards', allow],
    ['iOS with another app scheme continues', 'ios', 'otherapp://cards', allow],
    ['iOS with a scheme that only contains the app scheme continues', 'ios', 'evilbankapp://cards', allow],
    ['iOS without an app URL continues', 'ios', undefined, allow],
  ])('%s', (_, platform, appReturnUrl, expected) => {
    expect(guards.mobileDeepLink(context({ siteConfig: app, platform, appReturnUrl }))).toEqual(expected);
  });
});

describe('simulator guard', () => {
  it('allows the simulator when the flag is on', () => {
    expect(guards.ssoSimulator(context({ route: 'sso-simulator' }))).toEqual(allow);
  });
  it('sends to login when the flag is off', () => {
    const flags = { ...defaultFlags, enableSsoSimulator: false };
    expect(guards.ssoSimulator(context({ route: 'sso-simulator', flags }))).toEqual({ kind: 'redirect', route: 'login', keepQuery: true });
  });
});

describe('recovery variant guard', () => {
  const sms = site({ user_enrollment: { send_sms: 'true' } });
  it.each<[string, string, SiteConfig, RouteName, GuardResult]>([
    ['pt_br uses the step-by-step passcode step', 'pt_br', defaultSiteConfig, 'passcode', allow],
    ['send_sms sites use the passcode preference step', 'en_us', sms, 'passcode-preference', allow],
    ['the current flow has no passcode step', 'en_us', defaultSiteConfig, 'passcode', { kind: 'redirect', route: 'recovery', keepQuery: true }],
    ['the current flow resets the password', 'en_us', defaultSiteConfig, 'reset-password', allow],
  ])('%s', (_, locale, siteConfig, route, expected) => {
    expect(guards.recoveryVariant(context({ locale, siteConfig, route }))).toEqual(expected);
  });
});

describe('careers guard', () => {
  it.each<[string, SiteConfig, AuthState, GuardResult]>([
    ['shows the screen to anyone where the site publishes positions', site({ cms: { careers: true } }), 'LOGGEDOUT', allow],
    ["takes the site's 'true' too, signed in as well", site({ cms: { careers: 'true' } }), 'LOGGEDIN', allow],
    ['sends to sign-in where it does not', defaultSiteConfig, 'LOGGEDOUT', { kind: 'redirect', route: 'login' }],
    ["sends to sign-in where it says 'false'", site({ cms: { careers: 'false' } }), 'LOGGEDIN', { kind: 'redirect', route: 'login' }],
  ])('%s', (_, siteConfig, authState, expected) => {
    expect(runGuards(context({ route: 'careers', siteConfig, authState }))).toEqual(expected);
  });
});

describe('guard chains', () => {
  it('a signed-out visit to profile lands on login carrying the return URL', () => {
    expect(runGuards(context({ route: 'profile' }))).toEqual({
      kind: 'redirect',
      route: 'login',
      returnUrl: '/en_us/account/profile/?a=1',
    });
  });
  it('a signed-in visit to login goes to profile', () => {
    expect(runGuards(context({ route: 'login', authState: 'LOGGEDIN' }))).toEqual({ kind: 'redirect', route: 'profile' });
  });
  it('edit-profile checks sign-in before updatability', () => {
    const siteConfig = site({ user_site_profile: { updatable: false } });
    expect(runGuards(context({ route: 'edit-profile', siteConfig }))).toMatchObject({ route: 'login' });
    expect(runGuards(context({ route: 'edit-profile', siteConfig, authState: 'LOGGEDIN' }))).toEqual({ kind: 'redirect', route: 'profile' });
  });
  it('routes without guards always allow', () => {
    expect(runGuards(context({ route: 'activate', authState: 'LOGGEDIN' }))).toEqual(allow);
  });
});
