// The audited concierge (issue 17, part 5): a look-up opens with a reason and details, is recorded with who, whom, why
// and when, and each part of the record a call shows is added to it. The record's calls answer only within a live
// look-up of that cardholder by that concierge (403 REASON_REQUIRED otherwise); the view stays read-only.
import {
  lookUpIdSchema,
  lookUpNoteMaxLength,
  lookUpRequestSchema,
  lookUpSeconds,
  shownParts,
  type AuditEntry,
  type LookUpReason,
  type OpenedLookUp,
  type ShownPart,
  type StaffLookUp,
} from '../../../src/api/contracts/conciergeAudit';
import { roles } from '../../../src/api/contracts/auth';
import { validateAddressPart } from '../../../src/rules/fields/address';
import { fieldError } from '../../../src/rules/fields/fieldErrors';
import { isoTime, nowSeconds } from '../auth/accessTokens';
import { findUserByEmail } from '../auth/users';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { readJson } from '../requestBody';
import { authenticateAccount, type SignedInAccount, type UserRow } from '../users/signedInAccount';
import { validationFailed } from '../validationFailed';

/** The signed-in concierge of the token's (or the path's) site, or the answer to return (401, 403 FORBIDDEN). */
export async function authenticateConcierge(context: HandlerContext, siteId?: string): Promise<SignedInAccount | Response> {
  const account = await authenticateAccount(context, siteId);
  if (account instanceof Response) return account;
  if (!account.claims.authorities.includes(roles.concierge) || account.user.role !== 'CONCIERGE') {
    return errorResponse(403, 'FORBIDDEN', context.correlationId);
  }
  return account;
}

function shownOf(text: string): ShownPart[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? shownParts.filter((part) => parsed.includes(part)) : [];
  } catch {
    return [];
  }
}

/** POST user-mgmt/user/concierge/look-ups: a reason and details, then the look-up's id for the record's calls. */
export const postLookUp: Handler = async (context) => {
  const account = await authenticateConcierge(context);
  if (account instanceof Response) return account;
  const { env, request, correlationId } = context;
  const body = await readJson(request, lookUpRequestSchema);
  const note = body.note.trim();
  if (note === '') return validationFailed(correlationId, { note: fieldError('required') });
  if (note.length > lookUpNoteMaxLength || validateAddressPart(note) !== undefined) return validationFailed(correlationId, { note: fieldError('error') });
  const cardholder = await findUserByEmail(env.DB, account.siteId, body.email.trim());
  if (cardholder?.role !== 'CARDHOLDER') return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const now = nowSeconds();
  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  await env.DB.prepare(
    `INSERT INTO concierge_look_ups (look_up_id, site_id, concierge_id, concierge_email, cardholder_id, cardholder_email, reason, note, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(id, account.siteId, account.user.id, account.user.email, cardholder.id, cardholder.email, body.reason, note, now, now + lookUpSeconds)
    .run();
  const answer: OpenedLookUp = { lookUp: id, expiresIn: lookUpSeconds };
  return json(answer, correlationId, { status: 201 });
};

/**
 * The cardholder a record's call names (?email=, on the path's or the token's site) within a live look-up (?lookUp=)
 * by this concierge, with `part` recorded as shown; or the answer to return: 401, 403 FORBIDDEN, 400 without an
 * e-mail, 404 USER_NOT_FOUND for anyone who is not a cardholder of the site, 403 REASON_REQUIRED without the look-up.
 */
export async function cardholderInLookUp(context: HandlerContext, part: ShownPart, siteId?: string): Promise<UserRow | Response> {
  const account = await authenticateConcierge(context, siteId);
  if (account instanceof Response) return account;
  const { env, url, correlationId } = context;
  const emails = url.searchParams.getAll('email');
  const email = emails[0]?.trim() ?? '';
  if (emails.length !== 1 || email === '' || email.length > 320) return errorResponse(400, 'INVALID_REQUEST', correlationId, { details: { field: 'email' } });
  const cardholder = await findUserByEmail(env.DB, account.siteId, email);
  if (cardholder?.role !== 'CARDHOLDER') return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const lookUp = lookUpIdSchema.safeParse(url.searchParams.get('lookUp') ?? '');
  if (!lookUp.success) return errorResponse(403, 'REASON_REQUIRED', correlationId);
  // One statement checks the look-up and adds the part, so the record's three calls, sent together, all count.
  const live = await env.DB.prepare(
    `UPDATE concierge_look_ups SET shown = CASE WHEN EXISTS (SELECT 1 FROM json_each(shown) WHERE value = ?1) THEN shown ELSE json_insert(shown, '$[#]', ?1) END
     WHERE look_up_id = ?2 AND site_id = ?3 AND concierge_id = ?4 AND cardholder_id = ?5 AND expires_at > ?6`,
  )
    .bind(part, lookUp.data, account.siteId, account.user.id, cardholder.id, nowSeconds())
    .run();
  if (live.meta.changes === 0) return errorResponse(403, 'REASON_REQUIRED', correlationId);
  return cardholder;
}

interface LookUpRow {
  look_up_id: string;
  concierge_email: string;
  cardholder_email: string;
  reason: LookUpReason;
  note: string;
  shown: string;
  created_at: number;
}

/** GET user-mgmt/user/concierge/look-ups: the site's audit, newest first (the last 100). */
export const getLookUps: Handler = async (context) => {
  const account = await authenticateConcierge(context);
  if (account instanceof Response) return account;
  const { results } = await context.env.DB.prepare('SELECT * FROM concierge_look_ups WHERE site_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 100')
    .bind(account.siteId)
    .all<LookUpRow>();
  const lookUps: AuditEntry[] = results.map((row) => ({
    id: row.look_up_id,
    at: isoTime(row.created_at),
    concierge: row.concierge_email,
    cardholder: row.cardholder_email,
    reason: row.reason,
    note: row.note,
    shown: shownOf(row.shown),
  }));
  return json({ lookUps }, context.correlationId);
};

/** GET user-mgmt/user/staff-look-ups: when and why staff opened the signed-in cardholder's record (the last 50). */
export const getStaffLookUps: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { results } = await context.env.DB.prepare(
    'SELECT reason, created_at FROM concierge_look_ups WHERE cardholder_id = ? AND site_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 50',
  )
    .bind(account.user.id, account.siteId)
    .all<{ reason: LookUpReason; created_at: number }>();
  const lookUps: StaffLookUp[] = results.map((row) => ({ at: isoTime(row.created_at), reason: row.reason }));
  return json({ lookUps }, context.correlationId);
};
