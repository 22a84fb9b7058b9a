import { describe, expect, it } from 'vitest';
import { textKeys } from '../content/textKeys';
import { defaultFlags, type Flags } from '../site/flags';
import { defaultSiteConfig } from '../site/siteConfig';
import { siteSettingsOf } from '../site/siteSettings';
import { activeRoutes, loginSegment, recoveryFlow, recoveryFlows, routeTable, type GuardName, type ResolveName, type RouteDefinition } from './routeTable';

function route(name: string): RouteDefinition {
  const found = routeTable.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route ${name} in the route table`);
  return found;
}

const segmentOf = (flags: Flags, name: string) => activeRoutes(flags).find((entry) => entry.name === name)?.segment;

const clientServerOff: Flags = { ...defaultFlags, useClientServer: false };
const simulatorOff: Flags = { ...defaultFlags, enableSsoSimulator: false };

/** The routes of SPEC 2, in its order. */
/** Screens of rows outside SPEC 2's table: SPEC 7 alias (a sign-in address), SPEC 9 career content, SPEC 1's trust-device flag (the security page). */
const otherSpecRoutes = ['security', 'email-alias', 'privacy-policy', 'careers'];
const specRoutes = [
  'activate',
  'login',
  'login-otp',
  'login-otp-preference',
  'profile',
  'edit-profile',
  'mfa-setup',
  'delete-profile',
  'edit-pan',
  'cashback-statement',
  'site-settings',
  'registration',
  'add-pan',
  'password',
  'compromised-credentials',
  'resend-activation',
  'recovery',
  'reset-password',
  'passcode',
  'passcode-preference',
  'otp-check-preference',
  'otp-check-passcode',
  'logout',
  'redirect-sso',
  'sso-simulator',
];

/** SPEC 2 "logged-out only". */
const loggedOutRoutes = ['login', 'login-otp', 'login-otp-preference', 'registration', 'add-pan'];
/** SPEC 2 "logged-in". */
const loggedInRoutes = [
  'profile',
  'edit-profile',
  'mfa-setup',
  'delete-profile',
  'edit-pan',
  'cashback-statement',
  'password',
  'compromised-credentials',
  'otp-check-preference',
  'otp-check-passcode',
  'logout',
];

describe('route table (SPEC 2)', () => {
  it.each(specRoutes)('holds %s', (name) => {
    expect(routeTable.map((entry) => entry.name)).toContain(name);
  });

  it('holds no route SPEC 2 does not list, but the screens of other SPEC rows', () => {
    expect(routeTable.map((entry) => entry.name).filter((name) => !specRoutes.includes(name))).toEqual(otherSpecRoutes);
  });

  it('serves every route at its own segment', () => {
    for (const flags of [defaultFlags, clientServerOff]) {
      const segments = activeRoutes(flags).map((entry) => entry.segment);
      expect(new Set(segments).size).toBe(segments.length);
    }
  });

  it.each(specRoutes.filter((name) => name !== 'login'))('serves %s at its own name', (name) => {
    expect(segmentOf(defaultFlags, name)).toBe(name);
    expect(segmentOf(clientServerOff, name)).toBe(name);
  });
});

describe('the sign-in segment and the client-server flag', () => {
  it('is login-form when the client-server flag is on', () => {
    expect(loginSegment(defaultFlags)).toBe('login-form');
    expect(segmentOf(defaultFlags, 'login')).toBe('login-form');
  });

  it('is login when the client-server flag is off', () => {
    expect(loginSegment(clientServerOff)).toBe('login');
    expect(segmentOf(clientServerOff, 'login')).toBe('login');
  });

  it('is never served at both segments at once', () => {
    expect(activeRoutes(defaultFlags).some((entry) => entry.segment === 'login')).toBe(false);
    expect(activeRoutes(clientServerOff).some((entry) => entry.segment === 'login-form')).toBe(false);
  });
});

describe('the sso-simulator route and its flag', () => {
  it('is served when the simulator flag is on', () => {
    expect(segmentOf(defaultFlags, 'sso-simulator')).toBe('sso-simulator');
  });

  it('is absent when the simulator flag is off, and every other route stays', () => {
    const names = activeRoutes(simulatorOff).map((entry) => entry.name);
    expect(names).not.toContain('sso-simulator');
    expect([...names].sort()).toEqual([...specRoutes, ...otherSpecRoutes].filter((name) => name !== 'sso-simulator').sort());
  });
});

describe('guards (SPEC 2 "Guards")', () => {
  it.each(loggedOutRoutes)('%s is for logged-out visitors only', (name) => {
    expect(route(name).guards).toContain('anonymous');
    expect(route(name).guards).not.toContain('authenticated');
  });

  it.each(loggedInRoutes)('%s is for logged-in visitors only', (name) => {
    expect(route(name).guards).toContain('authenticated');
    expect(route(name).guards).not.toContain('anonymous');
  });

  it.each<[string, readonly GuardName[]]>([
    ['login', ['anonymous', 'singleSignOn']],
    ['login-otp', ['anonymous', 'singleSignOn']],
    ['login-otp-preference', ['anonymous', 'singleSignOn']],
    ['profile', ['authenticated', 'mobileDeepLink']],
    ['edit-profile', ['authenticated', 'mobileDeepLink', 'profileEdit']],
    // Not SPEC 2's: only users with a portal password may change it or add a second step (SPEC 6 auth mechanisms).
    ['mfa-setup', ['authenticated', 'mobileDeepLink', 'portalPassword']],
    ['password', ['authenticated', 'portalPassword']],
    ['delete-profile', ['authenticated', 'mobileDeepLink', 'deleteProfile']],
    // Not SPEC 2's: a concierge has no cards of their own, so the card screen sends them to the look-up on the profile.
    ['edit-pan', ['authenticated', 'mobileDeepLink', 'singleSignOn', 'cardholder']],
    ['cashback-statement', ['authenticated', 'cardholder']],
    ['site-settings', ['authenticated', 'cardholder']],
    ['add-pan', ['anonymous', 'registrationSkipped']],
    ['sso-simulator', ['ssoSimulator']],
  ])('%s runs the guards %j in order', (name, guards) => {
    expect(route(name).guards).toEqual(guards);
  });

  it.each(['activate', 'resend-activation', 'redirect-sso'])('%s has no guard', (name) => {
    expect(route(name).guards).toEqual([]);
  });

  it.each(['recovery', 'reset-password', 'site-settings'])('%s has a guard', (name) => {
    expect(route(name).guards.length).toBeGreaterThan(0);
  });
});

describe('resolves (SPEC 2 "Access and data")', () => {
  it.each<[string, readonly ResolveName[]]>([
    ['profile', ['profile', 'userAttributes', 'offerCategories', 'assets', 'cardStatement']],
    ['edit-profile', ['profile', 'userAttributes', 'offerCategories']],
    ['mfa-setup', ['profile', 'userAttributes', 'offerCategories']],
    ['delete-profile', ['profile', 'userAttributes', 'offerCategories']],
    ['edit-pan', ['profile', 'assets']],
    ['cashback-statement', ['profile', 'userAttributes', 'assets']],
    ['site-settings', ['offerCategories', 'userAttributes']],
    ['registration', ['offerCategories']],
    ['login-otp', ['loginData']],
    ['login-otp-preference', ['loginData', 'notificationInfo']],
    ['password', ['profile']],
    // Not SPEC 2's: the notice reads the check itself, so it shows only to a flagged account.
    ['compromised-credentials', ['profile', 'passwordCompromised']],
    // Not SPEC 2's (issue 17): the screen reads the consent history itself, so it shows only to whom it concerns.
    ['privacy-policy', ['policyToAccept']],
    ['otp-check-preference', ['profile']],
    ['otp-check-passcode', ['loginData']],
    ['login', []],
    ['activate', []],
  ])('%s resolves %j', (name, resolves) => {
    expect([...route(name).resolves].sort()).toEqual([...resolves].sort());
  });
});

describe('route titles and breadcrumbs', () => {
  it.each(routeTable.map((entry) => [entry.name, entry.titleKey]))('%s has its title %s among the texts', (_, titleKey) => {
    expect(Object.keys(textKeys)).toContain(titleKey);
  });

  it('gives edit-pan the Back breadcrumb, and no other route a breadcrumb', () => {
    expect(route('edit-pan').breadcrumb).toBe('back');
    const withBreadcrumb = routeTable.map((entry) => route(entry.name)).filter((entry) => entry.breadcrumb !== undefined);
    expect(withBreadcrumb.map((entry) => entry.name)).toEqual(['edit-pan']);
  });
});

describe('recovery flow variant (SPEC 2)', () => {
  it.each<[string, unknown, keyof typeof recoveryFlows]>([
    ['pt_br', undefined, 'stepByStep'],
    ['pt_br', 'false', 'stepByStep'],
    ['en_us', 'true', 'stepByStep'],
    ['en_us', true, 'stepByStep'],
    ['ja_jp', 'true', 'stepByStep'],
    ['en_us', 'false', 'current'],
    ['en_us', false, 'current'],
    ['en_us', undefined, 'current'],
    ['en_us', '', 'current'],
    ['pt_pt', undefined, 'current'],
  ])('%s with send_sms %j uses the %s flow', (locale, sendSms, flow) => {
    const config = { ...defaultSiteConfig, siteFeatureConfigurations: [{ name: 'user_enrollment', featureConfig: { send_sms: sendSms } }] };
    expect(recoveryFlow(locale, siteSettingsOf(config).recoveryBySms)).toBe(flow);
  });

  it('runs the step-by-step flow as recovery e-mail, passcode, passcode preference, reset password', () => {
    expect(recoveryFlows.stepByStep).toEqual(['recovery', 'passcode', 'passcode-preference', 'reset-password']);
  });

  it('runs the current flow as recovery e-mail, then reset password', () => {
    expect(recoveryFlows.current).toEqual(['recovery', 'reset-password']);
  });

  it('names only routes of the route table', () => {
    const steps: readonly string[] = [...recoveryFlows.stepByStep, ...recoveryFlows.current];
    expect(steps.filter((step) => !routeTable.some((entry) => entry.name === step))).toEqual([]);
  });
});
