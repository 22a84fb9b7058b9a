// The concierge's look-up of a cardholder (SPEC 6, SPEC 7 find-concierge and concierge/user/{siteId}): profile, cards and
// preferences of a cardholder of the concierge's own site, found by e-mail, for reading only; with issue 17, their consent
// history too.
import type { KyInstance } from 'ky';
import { attributesOfSite } from '../../api/attributeService';
import { findConcierge } from '../../api/authService';
import { conciergeAssets, conciergeAudit, conciergePreferences, openLookUp } from '../../api/conciergeService';
import type { AuditEntry, LookUpReason, LookUpRequest } from '../../api/contracts/conciergeAudit';
import type { Asset } from '../../api/contracts/assets';
import type { UserProfile } from '../../api/contracts/auth';
import { callFailureOf, refusedFieldError } from '../page/callFailure';
import { isGatewayError } from '../../api/gatewayError';
import { sessionApi } from '../page/session';
import { getConciergeConsents } from '../../api/consentService';
import type { ConsentRecord } from '../../rules/account/consents';

export interface Cardholder {
  profile: UserProfile;
  assets: readonly Asset[];
  /** The cardholder's attributes on the site, by key. */
  attributes: Readonly<Record<string, string>>;
  /** Their consent history on the site, newest first (issue 17); undefined where the gateway keeps none. */
  consents?: readonly ConsentRecord[] | undefined;
}

export type CardholderLookup =
  | { kind: 'found'; cardholder: Cardholder }
  | { kind: 'notFound' }
  /** The gateway refused the details (required, or too long or with markup). */
  | { kind: 'noteInvalid'; required: boolean }
  | { kind: 'failed' }
  | { kind: 'alerted' };

/**
 * The look-up's id: opened with the reason and details (issue 17). A gateway without the call (404 NOT_FOUND, not
 * USER_NOT_FOUND) keeps its own trail: the record then opens as SPEC 7 draws it.
 */
async function openedLookUp(api: KyInstance, request: LookUpRequest): Promise<string | undefined> {
  try {
    return (await openLookUp(api, request)).lookUp;
  } catch (error) {
    if (isGatewayError(error) && error.status === 404 && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/** The consent history, asked only within a look-up the gateway opened; a gateway without it (404) shows none. */
async function consentsOf(api: KyInstance, email: string, lookUp: string | undefined): Promise<ConsentRecord[] | undefined> {
  if (lookUp === undefined) return undefined;
  try {
    return (await getConciergeConsents(api, { email, lookUp })).records;
  } catch (error) {
    if (isGatewayError(error) && error.status === 404 && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}

export async function lookUpCardholder(
  request: { email: string; reason: LookUpReason; note: string },
  siteId: string,
  api: KyInstance = sessionApi(),
): Promise<CardholderLookup> {
  const email = request.email.trim();
  try {
    const lookUp = await openedLookUp(api, { email, reason: request.reason, note: request.note.trim() });
    const query = { siteId, email, lookUp };
    const [profile, assets, preferences, consents] = await Promise.all([
      findConcierge(api, email, lookUp),
      conciergeAssets(api, query),
      conciergePreferences(api, query),
      consentsOf(api, email, lookUp),
    ]);
    return { kind: 'found', cardholder: { profile, assets, attributes: attributesOfSite(preferences, siteId), consents } };
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    const note = refusedFieldError(failure, 'note');
    if (note) return { kind: 'noteInvalid', required: note.id === 'required' };
    return failure.code === 'USER_NOT_FOUND' ? { kind: 'notFound' } : { kind: 'failed' };
  }
}

/** The site's look-ups for the audit; undefined when the gateway has none to show or the call failed. */
export async function loadAudit(api: KyInstance = sessionApi()): Promise<AuditEntry[] | undefined> {
  try {
    return await conciergeAudit(api);
  } catch (error) {
    if (!(isGatewayError(error) && error.status === 404)) callFailureOf(error);
    return undefined;
  }
}
