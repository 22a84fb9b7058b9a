import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';
import { isProfileUpdatable, siteSettingsOf, ssoProtocolOf } from './siteSettings';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return {
    name: 'x',
    siteId: 'x',
    theme: 'classic',
    siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
  };
}

describe("a site's settings, as the site and the gateway read them", () => {
  it.each<[unknown, string]>([
    [undefined, 'USER_NAME_PASSWORD'],
    ['SSO', 'SSO'],
    ['dual_auth', 'DUAL_AUTH'],
    [' SSO ', 'SSO'],
    ['KERBEROS', 'USER_NAME_PASSWORD'],
  ])('reads auth_mechanism %j as %s', (value, mechanism) => {
    expect(siteSettingsOf(site({ site_auth_profile: value === undefined ? {} : { auth_mechanism: value } })).auth.mechanism).toBe(mechanism);
  });

  it.each<[unknown, readonly string[] | undefined]>([
    [undefined, undefined],
    ['EMAIL', ['EMAIL']],
    ['sms', ['SMS']],
    ['EMAIL_OR_SMS', ['EMAIL', 'SMS']],
    ['NONE', undefined],
    ['toString', undefined],
  ])('reads login_otp %j as channels %j', (value, channels) => {
    expect(siteSettingsOf(site({ site_auth_profile: { login_otp: value } })).auth.loginOtpChannels).toEqual(channels);
  });

  it.each<[unknown, boolean]>([
    [undefined, false],
    [true, true],
    ['true', true],
    [false, false],
    ['yes', false],
  ])('offers passkeys for passkeys %j: %s (off by default)', (value, offered) => {
    expect(siteSettingsOf(site({ site_auth_profile: { passkeys: value } })).auth.passkeys).toBe(offered);
  });

  it.each([
    ['SAML', 'SAML'],
    [undefined, 'OIDC'],
    ['saml', 'SAML'],
    ['WS-FED', 'OIDC'],
  ])('reads sso_protocol %j as %s', (value, protocol) => {
    expect(ssoProtocolOf(site({ site_auth_profile: value === undefined ? {} : { sso_protocol: value } }))).toBe(protocol);
  });

  it('reads issuer_url trimmed, blank as none', () => {
    expect(siteSettingsOf(site({ site_auth_profile: { issuer_url: ' /idp/ ' } })).auth.issuerUrl).toBe('/idp/');
    expect(siteSettingsOf(site({ site_auth_profile: { issuer_url: '  ' } })).auth.issuerUrl).toBeUndefined();
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    [undefined, false],
  ])('reads vba.compromised_password_check %j as %s', (value, on) => {
    expect(siteSettingsOf(site({ vba: { compromised_password_check: value } })).checksCompromisedPasswords).toBe(on);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    ['false', false],
    [undefined, false],
  ])('reads cms.careers %j as %s (the careers screen)', (value, shown) => {
    expect(siteSettingsOf(site({ cms: { careers: value } })).careersShown).toBe(shown);
  });

  it.each<[unknown, string | undefined]>([
    ['bank-a', 'bank-a'],
    ['', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('reads cms.tenant %j as %j, the same on both sides', (value, tenant) => {
    expect(siteSettingsOf(site({ cms: { tenant: value } })).cmsTenant).toBe(tenant);
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ email: true, sms: 'true', phone: false }, ['email', 'sms']],
    [{ email: { optin: 'true' }, sms: { optin: false } }, ['email']],
    [{}, []],
  ])('switches on the marketing opt-ins %j says', (switches, kinds) => {
    expect([...siteSettingsOf(site({ marketing_optins: switches })).marketingOptIns]).toEqual(kinds);
  });

  it('reads the profile levels from user_site_profile, else user_global_profile, and whether the profile is updatable', () => {
    const siteProfile = siteSettingsOf(site({ user_site_profile: { dob: 'M', updatable: 'false' }, user_global_profile: { dob: 'O' } }));
    expect(siteProfile.profile).toEqual({ levels: { dob: 'M', updatable: 'false' }, updatable: false });
    expect(siteSettingsOf(site({ user_global_profile: { dob: 'O' } })).profile).toEqual({ levels: { dob: 'O' }, updatable: true });
    expect(isProfileUpdatable(defaultSiteConfig)).toBe(true);
  });

  it('reads pan_capture and the pan level of the first profile group that names it', () => {
    const settings = siteSettingsOf(
      site({
        pan_capture: { limit: '3', updatable: false, capture_cvv: 'TRUE', check_card_active_status: true, card_list_layout: 'Vpp' },
        user_site_profile: { pan: 'M' },
        user_asset_profile: { pan: 'O' },
      }),
    );
    expect(settings.cards).toEqual({ limit: 3, updatable: false, panLevel: 'O', captureCvv: true, checkActiveStatus: true, vppLayout: true });
    expect(siteSettingsOf(defaultSiteConfig).cards).toEqual({
      limit: undefined,
      updatable: true,
      panLevel: undefined,
      captureCvv: false,
      checkActiveStatus: false,
      vppLayout: false,
    });
  });

  it.each<[unknown, boolean]>([
    ['true', true],
    [true, true],
    ['false', false],
    [undefined, false],
  ])('reads user_enrollment.send_sms %j as recovery by text message: %s', (value, bySms) => {
    expect(siteSettingsOf(site({ user_enrollment: { send_sms: value } })).recoveryBySms).toBe(bySms);
  });

  it('reads a config once: the same settings object for the same config', () => {
    const config = site({ vba: { compromised_password_check: true } });
    expect(siteSettingsOf(config)).toBe(siteSettingsOf(config));
  });
});
