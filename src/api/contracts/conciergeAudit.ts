// Contract of the audited concierge (issue 17, part 5). Before a cardholder's record opens, the concierge gives a
// reason from a list and details; the gateway records the look-up and answers its id, which the record's calls
// (SPEC 7 find-concierge, concierge/user/{siteId}, concierge/assets/{siteId}) carry as `lookUp`. The audit of the site
// lists every look-up; a cardholder sees when and why staff looked. The portal's own calls: a bank's gateway without
// them answers 404, and the record then opens as SPEC 7 draws it.
import * as z from 'zod/mini';
import { isoTimeSchema } from './security';
import { lookUpReasons, shownParts } from '../../rules/account/lookUpReasons';

export const conciergeAuditPaths = {
  /** POST lookUpRequestSchema (concierge): opens a look-up. GET (concierge): the site's audit. */
  lookUps: 'user-mgmt/user/concierge/look-ups',
  /** GET (cardholder): when and why staff looked at their record. */
  staffLookUps: 'user-mgmt/user/staff-look-ups',
} as const;

export { lookUpNoteMaxLength, lookUpReasons, shownParts, type LookUpReason, type ShownPart } from '../../rules/account/lookUpReasons';
/** How long a look-up's id opens the record: long enough to read it, short enough that a new case asks again. */
export const lookUpSeconds = 900;

export type ConciergeAuditErrorId = /** The record's calls without a live look-up of this cardholder by this concierge. */ 'REASON_REQUIRED';

export const lookUpRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  reason: z.enum(lookUpReasons),
  note: z.string().check(z.maxLength(1000)),
});
export type LookUpRequest = z.infer<typeof lookUpRequestSchema>;

export const lookUpIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'expected a look-up id'));

export const openedLookUpSchema = z.object({ lookUp: lookUpIdSchema, expiresIn: z.int().check(z.positive()) });
export type OpenedLookUp = z.infer<typeof openedLookUpSchema>;

export const auditEntrySchema = z.object({
  id: lookUpIdSchema,
  at: isoTimeSchema,
  concierge: z.string(),
  cardholder: z.string(),
  reason: z.enum(lookUpReasons),
  note: z.string(),
  shown: z.array(z.enum(shownParts)),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditSchema = z.object({ lookUps: z.array(auditEntrySchema) });

/** What the cardholder sees of a look-up: when and why, not who or the staff's notes. */
export const staffLookUpSchema = z.object({ at: isoTimeSchema, reason: z.enum(lookUpReasons) });
export type StaffLookUp = z.infer<typeof staffLookUpSchema>;
export const staffLookUpsSchema = z.object({ lookUps: z.array(staffLookUpSchema) });
