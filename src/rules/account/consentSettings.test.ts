import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site/siteConfig';
import { consentSettingsOf } from './consentSettings';
import { asksPolicyAgain } from './policyAcceptance';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return {
    name: 'x',
    siteId: 'x',
    theme: 'classic',
    siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
  };
}

describe('what consents are recorded with', () => {
  it('reads the policy version, its address and the opt-in wording version that consents are recorded with', () => {
    const config = site({
      user_enrollment: { privacy_policy_version: ' 2026-11 ', privacy_policy_url: '/privacy/', opt_in_wording_version: 'v3.1' },
    });
    expect(consentSettingsOf(config)).toEqual({ policyVersion: '2026-11', policyUrl: '/privacy/', optInWordingVersion: 'v3.1' });
    expect(consentSettingsOf(site({}))).toEqual({ policyVersion: undefined, policyUrl: undefined, optInWordingVersion: undefined });
  });

  it.each<[unknown, string | undefined]>([
    ['https://bank.example/privacy', 'https://bank.example/privacy'],
    ['/legal/privacy', '/legal/privacy'],
    ['//evil.example/privacy', undefined],
    ['javascript:alert(1)', undefined],
    ['http://bank.example/privacy', undefined],
  ])('reads privacy_policy_url %j as %j', (value, address) => {
    expect(consentSettingsOf(site({ user_enrollment: { privacy_policy_url: value } })).policyUrl).toBe(address);
  });

  it.each<[unknown]>([['has space'], ['<b>'], ['x'.repeat(41)], [7]])('refuses %j as a version name', (value) => {
    expect(consentSettingsOf(site({ user_enrollment: { privacy_policy_version: value } })).policyVersion).toBeUndefined();
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ privacy_policy_version: '2026-11', privacy_policy_display: 'A' }, true],
    [{ privacy_policy_version: '2026-11', privacy_policy_display: 'B' }, false],
    [{ privacy_policy_display: 'A' }, false],
  ])('asks for a new policy again at sign-in with %j: %s', (enrollment, asks) => {
    expect(asksPolicyAgain(site({ user_enrollment: enrollment }))).toBe(asks);
  });
});
