// Contract of the consent history (issue 17, part 4). Every acceptance of the privacy policy and every change of a
// marketing opt-in is recorded by the gateway with the policy's or the wording's version, the time, the channel and the
// site; the choices themselves still travel as SPEC 7's attributes (pp, marketing_opt_ins). The portal's own calls: a
// bank's gateway without them answers 404, and the screens then show the choices without their history.
import * as z from 'zod/mini';
import { consentChannels, consentSubjects } from '../../rules/account/consents';
import { isoTimeSchema } from './security';

export const consentPaths = {
  /** GET (cardholder): the signed-in cardholder's records on every site, newest first, and the policy in force. */
  consents: 'user-mgmt/user/consents',
  /** GET ?email=&lookUp= (concierge): a cardholder's records on the concierge's site, within a look-up. */
  conciergeConsents: 'user-mgmt/user/concierge/consents',
} as const;

export const consentRecordSchema = z.object({
  subject: z.enum(consentSubjects),
  granted: z.boolean(),
  version: z.nullable(z.string().check(z.maxLength(40))),
  channel: z.enum(consentChannels),
  siteId: z.string(),
  at: isoTimeSchema,
});

export const consentsSchema = z.object({
  /** The privacy policy's version in force on the token's site; null when the site names none. */
  policyVersion: z.nullable(z.string().check(z.maxLength(40))),
  records: z.array(consentRecordSchema),
});
export type Consents = z.infer<typeof consentsSchema>;
