import { describe, expect, it } from 'vitest';
import { textKeys } from '../content/textKeys';
import { defaultFlags } from '../site/flags';
import { activeRoutes, loginSegment, recoveryFlow, recoveryFlows, routeTable, type RouteDefinition } from './routeTable';

const route = (name: string): RouteDefinition | undefined => routeTable.find((candidate) => candidate.name === name);

describe('route table (SPEC 2)', () => {
  it('holds every route of SPEC 2', () => {
    expect(routeTable.map((entry) => entry.name).sort()).toEqual(
      [
        'activate', 'login', 'login-otp', 'login-otp-preference', 'profile', 'edit-profile', 'mfa-setup', 'delete-profile',
        'edit-pan', 'cashback-statement', 'site-settings', 'registration', 'add-pan', 'password', 'compromised-credentials',
        'resend-activation', 'recovery', 'reset-password', 'passcode', 'passcode-preference', 'otp-check-preference',
        'otp-check-passcode', 'logout', 'redirect-sso', 'sso-simulator',
      ].sort(),
    );
  });

  it('serves login as login-form when the client-server flag is on, and as login when off', () => {
    expect(loginSegment(defaultFlags)).toBe('login-form');
    expect(activeRoutes(defaultFlags).find((entry) => entry.name === 'login')?.segment).toBe('login-form');
    const off = { ...defaultFlags, useClientServer: false };
    expect(activeRoutes(off).find((entry) => entry.name === 'login')?.segment).toBe('login');
  });

  it('leaves out sso-simulator when the simulator flag is off', () => {
    expect(activeRoutes(defaultFlags).some((entry) => entry.name === 'sso-simulator')).toBe(true);
    expect(activeRoutes({ ...defaultFlags, enableSsoSimulator: false }).some((entry) => entry.name === 'sso-simulator')).toBe(false);
  });

  it.each([
    ['login', 'anonymous'],
    ['login-otp', 'anonymous'],
    ['registration', 'anonymous'],
    ['profile', 'authenticated'],
    ['cashback-statement', 'authenticated'],
    ['edit-profile', 'profileEdit'],
    ['delete-profile', 'deleteProfile'],
    ['add-pan', 'registrationSkipped'],
    ['sso-simulator', 'ssoSimulator'],
  ])('%s carries the %s guard', (name, guard) => {
    expect(route(name)?.guards).toContain(guard);
  });

  it.each([
    ['activate', []],
    ['resend-activation', []],
    ['redirect-sso', []],
  ])('%s has no guard', (name, guards) => {
    expect(route(name)?.guards).toEqual(guards);
  });

  it.each([
    ['profile', ['profile', 'userAttributes', 'offerCategories']],
    ['edit-pan', ['profile', 'assets']],
    ['cashback-statement', ['profile', 'userAttributes', 'assets']],
    ['site-settings', ['offerCategories', 'userAttributes']],
    ['registration', ['offerCategories']],
    ['login-otp', ['loginData']],
    ['login-otp-preference', ['loginData', 'notificationInfo']],
    ['password', ['profile']],
  ])('%s resolves %j', (name, resolves) => {
    expect(route(name)?.resolves).toEqual(resolves);
  });

  it('gives edit-pan its Back breadcrumb', () => {
    expect(route('edit-pan')?.breadcrumb).toBe('back');
  });

  it('has a text for every route title', () => {
    for (const entry of routeTable) expect(Object.keys(textKeys)).toContain(entry.titleKey);
  });
});

describe('recovery variants (SPEC 2)', () => {
  it.each([
    ['pt_br', undefined, 'stepByStep'],
    ['en_us', 'true', 'stepByStep'],
    ['en_us', true, 'stepByStep'],
    ['en_us', 'false', 'current'],
    ['en_us', undefined, 'current'],
  ] as const)('%s with send_sms %s uses the %s flow', (locale, sendSms, flow) => {
    expect(recoveryFlow(locale, sendSms)).toBe(flow);
  });

  it('lists the steps of each flow', () => {
    expect(recoveryFlows.stepByStep).toEqual(['recovery', 'passcode', 'passcode-preference', 'reset-password']);
    expect(recoveryFlows.current).toEqual(['recovery', 'reset-password']);
  });
});
