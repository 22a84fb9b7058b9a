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
    [
      'capture_cvv and check_card_active_status true',
      { pan_capture: { capture_cvv: true, check_card_active_status: 'true' } },
      { limit: undefined, required: false, collectedAtRegistration: false, updatable: true, captureCvv: true, checkActiveStatus: true },
    ],
    [
      "card_list_layout 'vpp' chooses the VPP layout",
      { pan_capture: { card_list_layout: 'vpp' } },
      { limit: undefined, required: false, collectedAtRegistration: false, updatable: true, vppLayout: true },
    ],
    [
      "card_list_layout 'grid' is the list",
      { pan_capture: { card_list_layout: 'grid' } },
      { limit: undefined, required: false, collectedAtRegistration: false, updatable: true, vppLayout: false },
    ],
    [
      "capture_cvv 'yes' is off",
      { pan_capture: { capture_cvv: 'yes', check_card_active_status: false } },
      { limit: undefined, required: false, collectedAtRegistration: false, updatable: true, captureCvv: false, checkActiveStatus: false },
    ],
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
    expect(cardSettingsOf(site(features))).toEqual({ captureCvv: false, checkActiveStatus: false, vppLayout: false, ...expected });
  });

  it.each([
    [undefined, 10, false],
    [3, 2, false],
    [3, 3, true],
    [1, 4, true],
  ])('limit %s with %s cards reached: %s', (limit, count, reached) => {
    expect(
      isCardLimitReached(
        { limit, required: false, collectedAtRegistration: false, updatable: true, captureCvv: false, checkActiveStatus: false, vppLayout: false },
        count,
      ),
    ).toBe(reached);
  });
});
