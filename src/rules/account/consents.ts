// Consent records (issue 17, part 4): what a cardholder agreed to, as the gateway records it and the screens read it.
// Plain data and pure rules, so the preferences screen and the sign-in carry no schema library.
import { optInKinds, type OptInKind } from '../preferences/marketingOptIns';

/** What a consent is about: the privacy policy ('pp', SPEC 3), or one of the marketing opt-in kinds. */
export const consentSubjects = ['pp', ...optInKinds] as const;
export type ConsentSubject = 'pp' | OptInKind;

/** Where the cardholder gave it: the web portal, or the portal inside the bank's app (isMobile). */
export const consentChannels = ['web', 'app'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

export const isConsentChannel = (value: string): value is ConsentChannel => (consentChannels as readonly string[]).includes(value);

/** One record: a grant or a withdrawal, with the version of the policy or wording it answered. */
export interface ConsentRecord {
  subject: ConsentSubject;
  granted: boolean;
  /** The privacy policy's version for 'pp', the opt-in wording's for the others; null when the site names none. */
  version: string | null;
  channel: ConsentChannel;
  siteId: string;
  /** ISO date and time. */
  at: string;
}

/** The latest record of each subject on one site: the choice in force and when it was made (on a tie, the first listed: answers list newest first). */
export function currentConsents(records: readonly ConsentRecord[], siteId: string): Partial<Record<ConsentSubject, ConsentRecord>> {
  const current: Partial<Record<ConsentSubject, ConsentRecord>> = {};
  for (const record of records) {
    if (record.siteId !== siteId) continue;
    const known = current[record.subject];
    if (known === undefined || Date.parse(record.at) > Date.parse(known.at)) current[record.subject] = record;
  }
  return current;
}

/**
 * Whether the cardholder must accept the policy in force before going on: the site names a version, and the last
 * record of the policy on the site is not an acceptance of that version (or there is none).
 */
export function isPolicyToAccept(records: readonly ConsentRecord[], siteId: string, policyVersion: string | undefined): boolean {
  if (policyVersion === undefined) return false;
  const accepted = currentConsents(records, siteId).pp;
  return accepted?.granted !== true || accepted.version !== policyVersion;
}
