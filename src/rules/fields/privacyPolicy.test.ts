import { describe, expect, it } from 'vitest';
import type { EnrollmentConfig } from './enrollmentConfig';
import { isPrivacyPolicyShown, validatePrivacyPolicy } from './privacyPolicy';

describe('privacy-policy checkbox (SPEC 5)', () => {
  it.each<[string, EnrollmentConfig, boolean, boolean, string | undefined]>([
    ['A requires a ticked box', { privacy_policy_display: 'A' }, false, true, 'required'],
    ['A accepts a ticked box', { privacy_policy_display: 'A' }, true, true, undefined],
    ['a lower-case a also requires it', { privacy_policy_display: 'a' }, false, true, 'required'],
    ['B shows an optional box', { privacy_policy_display: 'B' }, false, true, undefined],
    ['C hides the box', { privacy_policy_display: 'C' }, false, false, undefined],
    ['an unset display hides the box', {}, false, false, undefined],
    ['a site without enrolment config hides the box', undefined, false, false, undefined],
  ])('%s', (_, config, accepted, shown, id) => {
    expect(isPrivacyPolicyShown(config)).toBe(shown);
    expect(validatePrivacyPolicy(accepted, config)?.id).toBe(id);
  });
});
