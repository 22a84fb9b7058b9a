// What consents are recorded with (issue 17, part 4), from the site's user_enrollment group, read the same way by the
// screens and the gateway: the privacy policy's version in force and where it is read, and the opt-in wording's
// version. Its own module, not siteSettings: only the new-policy screen, the sign-in's last step and the gateway read
// it, so no other page carries it.
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';

export interface ConsentSettings {
  /**
   * privacy_policy_version: the policy in force. Each acceptance is recorded with it; where the policy is mandatory
   * ('A'), a cardholder whose last acceptance names another version is asked again at sign-in.
   */
  readonly policyVersion: string | undefined;
  /** privacy_policy_url: where the policy is read (https, or a path of the site). */
  readonly policyUrl: string | undefined;
  /** opt_in_wording_version: the opt-in wording in force, recorded with each change of an opt-in. */
  readonly optInWordingVersion: string | undefined;
}

/** A version name as recorded with a consent: letters, digits, '.', '_' and '-', at most 40. */
function versionName(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value.trim() : '';
  return /^[\w.-]{1,40}$/.test(name) ? name : undefined;
}

/** An https address or a path of the site ('/privacy'); anything else (javascript:, //host, http:) is none. */
function policyAddress(value: unknown): string | undefined {
  const address = typeof value === 'string' ? value.trim() : '';
  return /^https:\/\/\S+$/i.test(address) || /^\/(?!\/)\S*$/.test(address) ? address : undefined;
}

export function consentSettingsOf(config: SiteConfig): ConsentSettings {
  const enrollment = siteSettingsOf(config).enrollment;
  return {
    policyVersion: versionName(enrollment?.['privacy_policy_version']),
    policyUrl: policyAddress(enrollment?.['privacy_policy_url']),
    optInWordingVersion: versionName(enrollment?.['opt_in_wording_version']),
  };
}
