import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { authMechanismOf, checksCompromisedPasswords, issuerUrlOf, loginOtpChannelsOf } from './siteSettings';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return { name: 'x', siteId: 'x', theme: 'classic', siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })) };
}

describe("the gateway's reading of site config", () => {
  it.each<[unknown, string]>([
    [undefined, 'USER_NAME_PASSWORD'],
    ['SSO', 'SSO'],
    ['dual_auth', 'DUAL_AUTH'],
    ['KERBEROS', 'USER_NAME_PASSWORD'],
  ])('reads auth_mechanism %j as %s', (value, mechanism) => {
    expect(authMechanismOf(site({ site_auth_profile: value === undefined ? {} : { auth_mechanism: value } }))).toBe(mechanism);
  });

  it.each<[unknown, readonly string[] | undefined]>([
    [undefined, undefined],
    ['EMAIL', ['EMAIL']],
    ['sms', ['SMS']],
    ['EMAIL_OR_SMS', ['EMAIL', 'SMS']],
    ['NONE', undefined],
    ['toString', undefined],
  ])('reads login_otp %j as channels %j', (value, channels) => {
    expect(loginOtpChannelsOf(site({ site_auth_profile: { login_otp: value } }))).toEqual(channels);
  });

  it('reads issuer_url trimmed, blank as none', () => {
    expect(issuerUrlOf(site({ site_auth_profile: { issuer_url: ' /idp/ ' } }))).toBe('/idp/');
    expect(issuerUrlOf(site({ site_auth_profile: { issuer_url: '  ' } }))).toBeUndefined();
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    [undefined, false],
  ])('reads vba.compromised_password_check %j as %s', (value, on) => {
    expect(checksCompromisedPasswords(site({ vba: { compromised_password_check: value } }))).toBe(on);
  });
});
