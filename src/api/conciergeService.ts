// Typed concierge calls (SPEC 6, SPEC 7 concierge/user/{siteId}): a cardholder's preferences and cards, found by e-mail.
// The concierge's own site only; find-concierge (the profile) lives in authService. Look-ups with a reason and their
// audit (issue 17) are the portal's own calls.
import type { KyInstance } from 'ky';
import { assetListSchema, conciergeAssetsPath, type Asset } from './contracts/assets';
import { preferencePaths, preferenceResponseSchema, type PreferenceResponse } from './contracts/preferences';
import {
  auditSchema,
  conciergeAuditPaths,
  openedLookUpSchema,
  staffLookUpsSchema,
  type AuditEntry,
  type LookUpRequest,
  type OpenedLookUp,
  type StaffLookUp,
} from './contracts/conciergeAudit';
import { getJson, postJson } from './request';

/** Which cardholder, and the look-up opened with a reason (issue 17) when the gateway has one. */
export interface RecordQuery {
  siteId: string;
  email: string;
  lookUp?: string | undefined;
}

const recordParams = ({ email, lookUp }: RecordQuery) => ({ searchParams: { email, ...(lookUp ? { lookUp } : {}) } });

export function conciergePreferences(api: KyInstance, query: RecordQuery): Promise<PreferenceResponse> {
  return getJson(api, preferencePaths.conciergePreferences(query.siteId), preferenceResponseSchema, recordParams(query));
}

export function conciergeAssets(api: KyInstance, query: RecordQuery): Promise<Asset[]> {
  return getJson(api, conciergeAssetsPath(query.siteId), assetListSchema, recordParams(query));
}

/** POST: a look-up with its reason and details (the portal's own call, issue 17); its id for the record's calls. */
export function openLookUp(api: KyInstance, request: LookUpRequest): Promise<OpenedLookUp> {
  return postJson(api, conciergeAuditPaths.lookUps, request, openedLookUpSchema);
}

/** GET: the site's look-ups, for a concierge. */
export async function conciergeAudit(api: KyInstance): Promise<AuditEntry[]> {
  return (await getJson(api, conciergeAuditPaths.lookUps, auditSchema)).lookUps;
}

/** GET: when and why staff opened the signed-in cardholder's record. */
export async function staffLookUps(api: KyInstance): Promise<StaffLookUp[]> {
  return (await getJson(api, conciergeAuditPaths.staffLookUps, staffLookUpsSchema)).lookUps;
}
