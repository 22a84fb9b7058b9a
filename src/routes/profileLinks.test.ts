import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../site/siteConfig';
import { profileLinkTarget, profileLinks } from './profileLinks';

const site = (updatable?: unknown): SiteConfig => ({
  name: 'demo',
  siteId: 'demo',
  theme: 'classic',
  siteFeatureConfigurations: updatable === undefined ? [] : [{ name: 'user_site_profile', featureConfig: { updatable } }],
});

// Cards, cashback, preferences, security and sign-out are in the account navigation (accountNav.test.ts).
const every = ['edit-profile', 'add-card', 'email-alias', 'delete-profile'];
const without = (...routes: string[]) => every.filter((route) => !routes.includes(route));

describe('the links of the profile screen (SPEC 2, SPEC 6)', () => {
  it.each([
    ['every link on a site that says nothing', site(), {}, every],
    ['every link when the profile is updatable', site(true), { allow_delete_profile: 'true' }, every],
    ['no edit-profile when updatable is false', site(false), {}, without('edit-profile')],
    ["no edit-profile when updatable is 'false'", site('false'), {}, without('edit-profile')],
    ["no delete-profile when allow_delete_profile is 'false'", site(), { allow_delete_profile: 'false' }, without('delete-profile')],
    ['delete-profile when the attributes could not be read (the gateway still decides)', site(), undefined, every],
    ['neither when both are off', site('false'), { allow_delete_profile: 'false' }, without('edit-profile', 'delete-profile')],
  ])('%s', (_name, config, attributes, expected) => {
    expect(profileLinks(config, attributes)).toEqual(expected);
  });
});

describe('password features on the profile (SPEC 6 auth mechanisms)', () => {
  const withMechanism = (auth_mechanism: string): SiteConfig => ({
    ...site(),
    siteFeatureConfigurations: [{ name: 'site_auth_profile', featureConfig: { auth_mechanism } }],
  });

  it.each<[string, SiteConfig, string | null | undefined, string[]]>([
    ['offered on a password site', site(), 'USER_NAME_PASSWORD', every],
    ['offered when the profile does not say how the user signs in', site(), undefined, every],
    ['not offered where everyone signs in at the bank', withMechanism('SSO'), null, without('email-alias')],
    ['not offered to a user the bank provisioned on a dual site', withMechanism('DUAL_AUTH'), 'SSO', without('email-alias')],
    ['offered to a password user of a dual site', withMechanism('DUAL_AUTH'), 'USER_NAME_PASSWORD', every],
  ])('sign-in addresses are %s', (_name, config, mechanism, expected) => {
    expect(profileLinks(config, {}, mechanism)).toEqual(expected);
  });
});

describe('the careers link', () => {
  it('is offered only where the site publishes its open positions (cms.careers)', () => {
    const careers: SiteConfig = { ...site(), siteFeatureConfigurations: [{ name: 'cms', featureConfig: { careers: true } }] };
    expect(profileLinks(careers, {})).toEqual([...every, 'careers']);
    expect(profileLinks(site(), {})).not.toContain('careers');
  });
});

describe('where a profile link goes', () => {
  it('adding a card opens the card screen in its profile-page mode', () => {
    expect(profileLinkTarget('add-card')).toEqual({ route: 'edit-pan', query: '?mode=add' });
  });
  it('every other link opens its own route without a query', () => {
    expect(profileLinkTarget('edit-profile')).toEqual({ route: 'edit-profile', query: '' });
    expect(profileLinkTarget('mfa-setup')).toEqual({ route: 'mfa-setup', query: '' });
  });
});
