import { describe, expect, it } from 'vitest';
import { defaultFlags } from '../site/flags';
import { accountLayoutRoutes, accountNavCurrent, accountNavItems, accountNavOf, hasAccountLayout } from './accountNav';
import { routeTable } from './routeTable';

const item = (route: string) => accountNavItems.find((candidate) => candidate.route === route)!;

describe('the account navigation', () => {
  it('leads to profile, cards, cashback, preferences and security, in that order', () => {
    expect(accountNavItems.map(({ route }) => route)).toEqual([
      'profile',
      'edit-pan',
      'cashback-statement',
      'site-settings',
      'security',
      'mfa-setup',
      'password',
    ]);
  });

  it('marks the page its own screen, and the profile item on the screens within the profile', () => {
    expect(accountNavCurrent(item('edit-pan'), 'edit-pan')).toBe('page');
    expect(accountNavCurrent(item('profile'), 'edit-profile')).toBe('true');
    expect(accountNavCurrent(item('profile'), 'edit-pan')).toBeUndefined();
  });

  it('is drawn on the signed-in screens of the account only, none of the sign-in, recovery or transitional ones', () => {
    expect(hasAccountLayout('profile')).toBe(true);
    expect(hasAccountLayout('delete-profile')).toBe(true);
    for (const route of ['login', 'registration', 'logout', 'login-otp', 'compromised-credentials', 'careers'] as const)
      expect(hasAccountLayout(route)).toBe(false);
    // Every screen of the layout needs a signed-in cardholder.
    for (const route of accountLayoutRoutes) expect(routeTable.find((candidate) => candidate.name === route)?.guards[0]).toBe('authenticated');
  });

  it('gives each item the segment its screen is served at under the build flags', () => {
    expect(accountNavOf(defaultFlags).map(({ route, segment }) => [route, segment])).toEqual(
      accountNavItems.map(({ route }) => [route, routeTable.find((candidate) => candidate.name === route)?.path]),
    );
  });
});
