// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/contracts/auth';
import type { SiteConfig } from '../../site/siteConfig';
import { accountNavStorageKeys, fitAccountNav } from './accountNav';

const site = (auth_mechanism = 'USER_NAME_PASSWORD'): SiteConfig => ({
  name: 'demo',
  siteId: 'demo',
  theme: 'classic',
  siteFeatureConfigurations: [{ name: 'site_auth_profile', featureConfig: { auth_mechanism } }],
});
const profile = (authMechanism = 'USER_NAME_PASSWORD'): UserProfile => ({
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: ' Demo ',
  userAccountStatus: 'ACTIVE',
  primaryUserIdentifier: 'dana@example.com',
  authMechanism,
});

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = `
    <header><div class="account-bar"><span class="account-name" data-account-name hidden></span></div></header>
    <nav class="account-nav"><ul>
      <li data-nav-route="profile"><a href="../profile/">Your profile</a></li>
      <li data-nav-route="edit-pan"><a href="../edit-pan/">Manage cards</a></li>
      <li data-nav-route="mfa-setup" data-portal-password><a href="../mfa-setup/">Two-step verification</a></li>
      <li data-nav-route="password" data-portal-password><a href="../password/">Change password</a></li>
      <li><a href="../logout/">Sign out</a></li>
    </ul></nav>`;
});

const name = () => document.querySelector<HTMLElement>('[data-account-name]')!;
const shown = () => [...document.querySelectorAll<HTMLElement>('[data-nav-route]')].filter((item) => !item.hidden).map((item) => item.dataset['navRoute']);

describe('the account navigation fitted to the cardholder', () => {
  it('shows the name and every item to a cardholder with the portal password', () => {
    fitAccountNav({ siteConfig: site(), profile: profile(), userType: 'CARDHOLDER' });
    expect(name().hidden).toBe(false);
    expect(name().textContent).toBe('Dana Demo');
    expect(shown()).toEqual(['profile', 'edit-pan', 'mfa-setup', 'password']);
  });

  it('keeps the name for the screens that do not load the profile', () => {
    fitAccountNav({ siteConfig: site('DUAL_AUTH'), profile: profile('SSO'), userType: 'CARDHOLDER' });
    document.querySelector<HTMLElement>('[data-account-name]')!.hidden = true;
    fitAccountNav({ siteConfig: site('DUAL_AUTH'), profile: undefined, userType: 'CARDHOLDER' });
    expect(name().textContent).toBe('Dana Demo');
    expect(name().hidden).toBe(false);
    // The stored way of signing in still hides the password items.
    expect(shown()).toEqual(['profile', 'edit-pan']);
    expect(Object.values(accountNavStorageKeys).map((key) => sessionStorage.getItem(key))).toEqual(['Dana Demo', 'SSO']);
  });

  it('hides password and two-step verification where everyone signs in at the bank', () => {
    fitAccountNav({ siteConfig: site('SSO'), profile: null, userType: 'CARDHOLDER' });
    expect(shown()).toEqual(['profile', 'edit-pan']);
    expect(name().hidden).toBe(true);
  });

  it('leaves a concierge only the profile (their look-up) and sign-out', () => {
    fitAccountNav({ siteConfig: site(), profile: profile(), userType: 'CONCIERGE' });
    expect(shown()).toEqual(['profile']);
    expect(document.querySelector('a[href="../logout/"]')).not.toBeNull();
  });

  it('does nothing on a screen without the navigation', () => {
    document.body.innerHTML = '<main></main>';
    fitAccountNav({ siteConfig: site(), profile: profile(), userType: 'CARDHOLDER' });
    expect(sessionStorage.length).toBe(0);
  });
});
