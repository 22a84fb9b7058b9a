// Where a new version of the privacy policy is asked for again at sign-in (issue 17, part 4). It reads
// privacy_policy_display itself (requirementOf, as src/rules/fields/privacyPolicy.ts does): importing the registration's
// field rules into the sign-in's last step moves them to a chunk every form page loads, a few hundred bytes more.
import { isRequired, requirementOf } from '../fields/requirement';
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';
import { consentSettingsOf } from './consentSettings';

/** Where a new version of the policy is asked for again at sign-in: a version in force, and a mandatory policy ('A'). */
export function asksPolicyAgain(config: SiteConfig): boolean {
  return consentSettingsOf(config).policyVersion !== undefined && isRequired(requirementOf(siteSettingsOf(config).enrollment?.['privacy_policy_display']));
}
