import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../../site/siteConfig';
import { checksCompromisedPasswords } from './compromisedPasswordCheck';

const withVba = (featureConfig: Record<string, string | boolean>): SiteConfig => ({
  ...defaultSiteConfig,
  siteFeatureConfigurations: [{ name: 'vba', featureConfig }],
});

describe('the compromised-password check of a site (vba.compromised_password_check)', () => {
  it.each<[string, SiteConfig, boolean]>([
    ['on as true', withVba({ compromised_password_check: true }), true],
    ["on as 'true'", withVba({ compromised_password_check: 'true' }), true],
    ['off as false', withVba({ compromised_password_check: false }), false],
    ["off as 'false'", withVba({ compromised_password_check: 'false' }), false],
    ['off when anything else', withVba({ compromised_password_check: 'yes' }), false],
    ['off when vba does not name it', withVba({}), false],
    ['off without a vba group (DEFAULT config)', defaultSiteConfig, false],
  ])('is %s', (_, config, expected) => {
    expect(checksCompromisedPasswords(config)).toBe(expected);
  });
});
