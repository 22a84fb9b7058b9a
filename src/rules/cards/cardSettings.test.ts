import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site/siteConfig';
import { cardSettingsOf, isCardLimitReached } from './cardSettings';

function site(features: Record<string, Record<string, unknown>>): SiteConfig {
  return {
    name: 'test',
    siteId: 'test',
    theme: 'classic',
    siteFeatureConfigurations: Object.entries(features).map(([name, featureConfig]) => ({ name, featureConfig })),
  };
}

describe('card settings of a site (SPEC 3 pan_capture, SPEC 5, SPEC 6)', () => {
  it.each([
    ['no config: no limit, cards optional, updates allowed', {}, { limit: undefined, required: false, collectedAtRegistration: false, updatable: true }],
    ['a numeric limit', { pan_capture: { limit: 3 } }, { limit: 3, required: false, collectedAtRegistration: false, updatable: true }],
    ['a limit given as text', { pan_capture: { limit: ' 2 ' } }, { limit: 2, required: false, collectedAtRegistration: false, updatable: true }],
    ['a zero limit is no limit', { pan_capture: { limit: 0 } }, { limit: undefined, required: false, collectedAtRegistration: false, updatable: true }],
    ['a fractional limit is no limit', { pan_capture: { limit: 1.5 } }, { limit: undefined, required: false, collectedAtRegistration: false, updatable: true }],
    ['updatable false', { pan_capture: { updatable: false } }, { limit: undefined, required: false, collectedAtRegistration: false, updatable: false }],
    ["updatable 'false'", { pan_capture: { updatable: 'false' } }, { limit: undefined, required: false, collectedAtRegistration: false, updatable: false }],
    [
      'pan Mandatory (code 0) in user_site_profile',
      { user_site_profile: { pan: '0' } },
      { limit: undefined, required: true, collectedAtRegistration: true, updatable: true },
    ],
    [
      'pan A in user_global_profile',
      { user_global_profile: { pan: 'A' } },
      { limit: undefined, required: true, collectedAtRegistration: true, updatable: true },
    ],
    ['pan Optional', { user_site_profile: { pan: 'Optional' } }, { limit: undefined, required: false, collectedAtRegistration: true, updatable: true }],
    [
      'user_asset_profile wins over user_site_profile',
      { user_asset_profile: { pan: '1' }, user_site_profile: { pan: '0' } },
      { limit: undefined, required: false, collectedAtRegistration: true, updatable: true },
    ],
  ])('%s', (_name, features, expected) => {
    expect(cardSettingsOf(site(features))).toEqual(expected);
  });

  it.each([
    [undefined, 10, false],
    [3, 2, false],
    [3, 3, true],
    [1, 4, true],
  ])('limit %s with %s cards reached: %s', (limit, count, reached) => {
    expect(isCardLimitReached({ limit, required: false, collectedAtRegistration: false, updatable: true }, count)).toBe(reached);
  });
});
