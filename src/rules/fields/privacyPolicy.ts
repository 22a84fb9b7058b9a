// Privacy-policy checkbox (SPEC 5): shown and mandatory per privacy_policy_display, form key pp (SPEC 3).
import { configText, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { isRequired, isShownOnRegistration, requirementOf, type RequirementLevel } from './requirement';

/** privacy_policy_display read as a requirement level: A mandatory, B optional, C or unset not shown. */
export function privacyPolicyLevel(config: EnrollmentConfig): RequirementLevel {
  return requirementOf(configText(config, 'privacy_policy_display'));
}

export function isPrivacyPolicyShown(config: EnrollmentConfig): boolean {
  return isShownOnRegistration(privacyPolicyLevel(config));
}

/** An unticked box is required only when the display setting makes it mandatory ('A'). */
export function validatePrivacyPolicy(accepted: boolean, config: EnrollmentConfig): FieldResult {
  return !accepted && isRequired(privacyPolicyLevel(config)) ? fieldError('required') : undefined;
}
