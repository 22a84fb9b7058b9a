import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../site/siteConfig';
import { profileNextSteps, type ProfileFacts, type ProfileNextStep } from './profileNextSteps';

const ssoSite: SiteConfig = {
  ...defaultSiteConfig,
  siteFeatureConfigurations: [{ name: 'site_auth_profile', featureConfig: { auth_mechanism: 'SSO' } }],
};
const passwordUser = { mfaEnrollmentStatus: 'ENROLLED', userAuthMechanism: 'USER_NAME_PASSWORD' } as const;

describe('profileNextSteps', () => {
  it.each<[string, SiteConfig, ProfileFacts, ProfileNextStep[]]>([
    ['asks a cardholder without a card to add one', defaultSiteConfig, { ...passwordUser, cardCount: 0 }, ['add-card']],
    ['asks nothing of a cardholder with cards and two-step verification on', defaultSiteConfig, { ...passwordUser, cardCount: 2 }, []],
    ['asks for no card when the cards could not be read', defaultSiteConfig, { ...passwordUser, cardCount: undefined }, []],
    [
      'suggests two-step verification to a password user who has it off',
      defaultSiteConfig,
      { cardCount: 1, mfaEnrollmentStatus: 'NOT_ENROLLED', userAuthMechanism: 'USER_NAME_PASSWORD' },
      ['mfa-setup'],
    ],
    [
      'suggests no two-step verification on a site without portal passwords',
      ssoSite,
      { cardCount: 1, mfaEnrollmentStatus: 'NOT_ENROLLED', userAuthMechanism: undefined },
      [],
    ],
    [
      'suggests no two-step verification to a user the bank signs in',
      defaultSiteConfig,
      { cardCount: 1, mfaEnrollmentStatus: 'NOT_ENROLLED', userAuthMechanism: 'SSO' },
      [],
    ],
    [
      'suggests no two-step verification when the profile does not say',
      defaultSiteConfig,
      { cardCount: 1, mfaEnrollmentStatus: null, userAuthMechanism: 'USER_NAME_PASSWORD' },
      [],
    ],
    [
      'lists the card first when both are missing',
      defaultSiteConfig,
      { cardCount: 0, mfaEnrollmentStatus: 'NOT_ENROLLED', userAuthMechanism: 'USER_NAME_PASSWORD' },
      ['add-card', 'mfa-setup'],
    ],
  ])('%s', (_, siteConfig, facts, expected) => {
    expect(profileNextSteps(siteConfig, facts)).toEqual(expected);
  });
});
