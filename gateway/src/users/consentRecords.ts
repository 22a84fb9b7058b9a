// Consent history (issue 17, part 4): which consents an attribute write changes, and the statements that record them
// with the policy's or the wording's version, the channel and the time, in the same batch as the write.
import { isConsentChannel, type ConsentChannel, type ConsentRecord, type ConsentSubject } from '../../../src/rules/account/consents';
import {
  kindOfLegacyKey,
  marketingOptInsAttribute,
  optInFlag,
  optInKinds,
  optInsByKind,
  parseSavedOptIns,
  privacyPolicyKey,
  type OptInKind,
} from '../../../src/rules/preferences/marketingOptIns';
import { headerNames } from '../../../src/api/contracts/headers';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { consentSettingsOf } from '../../../src/rules/account/consentSettings';
import { isoTime } from '../auth/accessTokens';
import { findSiteConfig } from '../siteConfigService';
import type { UserAttribute } from './userAttributes';

/** A consent given or withdrawn by a write. */
export interface ConsentChange {
  subject: ConsentSubject;
  granted: boolean;
}

/** What every record of one write shares. */
export interface ConsentContext {
  channel: ConsentChannel;
  /** The site's versions in force: the policy's for 'pp', the opt-in wording's for the others. */
  versions: { policy: string | undefined; optInWording: string | undefined };
  now: number;
}

/** The channel the request names (X-CHANNEL: app inside the bank's app); anything else is the web. */
export function channelOf(request: Request): ConsentChannel {
  const named = request.headers.get(headerNames.channel)?.trim().toLowerCase() ?? '';
  return isConsentChannel(named) ? named : 'web';
}

/** The channel and the versions in force of a site's config, for the records of a write on the site. */
export function consentContextOf(site: SiteConfig | undefined, request: Request, now: number): ConsentContext {
  const consents = site === undefined ? undefined : consentSettingsOf(site);
  return { channel: channelOf(request), versions: { policy: consents?.policyVersion, optInWording: consents?.optInWordingVersion }, now };
}

/** consentContextOf the site of that id. */
export async function consentContext(db: D1Database, request: Request, siteId: string, now: number): Promise<ConsentContext> {
  return consentContextOf(await findSiteConfig(db, siteId), request, now);
}

/** Each opt-in kind's state: from the saved list where it names the kind, else from the kind's legacy key. */
function optInStates(attributes: ReadonlyMap<string, string>): Partial<Record<OptInKind, boolean>> {
  const states: Partial<Record<OptInKind, boolean>> = {};
  for (const [key, value] of attributes) {
    const kind = kindOfLegacyKey(key);
    if (kind) states[kind] = value === optInFlag.on;
  }
  return { ...states, ...optInsByKind(parseSavedOptIns(attributes.get(marketingOptInsAttribute))) };
}

/**
 * The consents a write of `writes` over the stored `before` gives or withdraws: the privacy policy whenever `pp` is
 * written (an acceptance of the version in force, even when it was accepted before), and each opt-in kind whose state
 * changes; a kind never set counts as off.
 */
export function consentChanges(before: readonly UserAttribute[], writes: readonly UserAttribute[]): ConsentChange[] {
  const stored = new Map(before.map(({ key, value }) => [key, value]));
  const after = new Map([...stored, ...writes.map(({ key, value }): [string, string] => [key, value])]);
  const changes: ConsentChange[] = [];
  const policy = writes.find(({ key }) => key === privacyPolicyKey);
  if (policy !== undefined) changes.push({ subject: 'pp', granted: policy.value === optInFlag.on });
  const was = optInStates(stored);
  const now = optInStates(after);
  // A kind never set is a consent never given: a first save records the kinds it turns on, not those it leaves off.
  for (const kind of optInKinds) {
    const state = now[kind];
    if (state !== undefined && state !== (was[kind] ?? false)) changes.push({ subject: kind, granted: state });
  }
  return changes;
}

/** The statements that record the changes of a user on a site. */
export function consentStatements(
  db: D1Database,
  owner: { userId: string; siteId: string },
  changes: readonly ConsentChange[],
  { channel, versions, now }: ConsentContext,
): D1PreparedStatement[] {
  const statement = db.prepare('INSERT INTO consent_records (user_id, site_id, subject, granted, version, channel, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return changes.map(({ subject, granted }) =>
    statement.bind(owner.userId, owner.siteId, subject, granted ? 1 : 0, (subject === 'pp' ? versions.policy : versions.optInWording) ?? null, channel, now),
  );
}

interface ConsentRow {
  subject: ConsentSubject;
  granted: number;
  version: string | null;
  channel: ConsentChannel;
  site_id: string;
  recorded_at: number;
}

/** A user's records, newest first (the last 500): on every site, or on the one named. */
export async function readConsentRecords(db: D1Database, userId: string, siteId?: string): Promise<ConsentRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT subject, granted, version, channel, site_id, recorded_at FROM consent_records
       WHERE user_id = ?1 AND (?2 IS NULL OR site_id = ?2) ORDER BY recorded_at DESC, id DESC LIMIT 500`,
    )
    .bind(userId, siteId ?? null)
    .all<ConsentRow>();
  return results.map((row) => ({
    subject: row.subject,
    granted: row.granted === 1,
    version: row.version,
    channel: row.channel,
    siteId: row.site_id,
    at: isoTime(row.recorded_at),
  }));
}
