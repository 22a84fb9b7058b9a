import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site/siteConfig';
import { registrationChoiceSettings } from './registrationChoices';

const site = (features: Record<string, Record<string, unknown>>): SiteConfig => ({
  name: 'test',
  siteId: 'test',
  theme: 'classic',
  siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
});

describe('what registration asks beside the form', () => {
  it.each<[string, Record<string, Record<string, unknown>>, { optInKinds: string[]; categories: boolean }]>([
    ['nothing without the attributes', { marketing_optins: { email: true } }, { optInKinds: [], categories: false }],
    [
      'the offered kinds and the categories when both are Optional',
      { marketing_optins: { email: true, sms: false, cashback: true }, user_site_profile: { marketing_opt_ins: '1', offers_preference: 'Optional' } },
      { optInKinds: ['email', 'cashback'], categories: true },
    ],
    [
      'Mandatory shows them too (and requires none)',
      { marketing_optins: { online: 'true' }, user_global_profile: { marketing_opt_ins: '0', offers_preference: 'A' } },
      { optInKinds: ['online'], categories: true },
    ],
    [
      'ProfileOptional and None keep them for the preferences screen',
      { marketing_optins: { email: true }, user_site_profile: { marketing_opt_ins: '3', offers_preference: '2' } },
      { optInKinds: [], categories: false },
    ],
    ['no kinds when the site offers none', { user_site_profile: { marketing_opt_ins: '1' } }, { optInKinds: [], categories: false }],
  ])('%s', (_name, features, expected) => {
    expect(registrationChoiceSettings(site(features))).toEqual(expected);
  });
});
