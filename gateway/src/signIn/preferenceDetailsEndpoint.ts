// POST user-mgmt/user/get-preference-details (SPEC 3, SPEC 7): the masked e-mail and phone a passcode can go to.
// Only for the signed-in user about themself, or with a live sign-in challenge of that user; else a generic 404.
import { preferenceDetailsRequestSchema, type PreferenceDetails } from '../../../src/api/contracts/passcode';
import { nowSeconds } from '../auth/accessTokens';
import { authenticateUser } from '../auth/authenticate';
import { challengeState, findChallenge } from './signInChallenges';
import { findUserByEmail } from '../auth/users';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { readJson } from '../requestBody';
import { contactPointsOf } from '../passcodes/contactPoints';
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { maskEmail, maskPhone } from '../passcodes/masking';
import { addressFor, type ContactPoints } from '../passcodes/contactPoints';

/** The cardholder's chosen channel (passcode_channel), when the account can receive it: SMS needs a phone. */
function preferredChannelOf(contact: ContactPoints): PasscodeChannel | null {
  return contact.preferredChannel !== undefined && addressFor(contact, contact.preferredChannel) !== undefined ? contact.preferredChannel : null;
}

async function mayAsk(context: HandlerContext, user: { id: string; site_id: string }, challenge: string | undefined): Promise<boolean> {
  if (challenge !== undefined) {
    const record = await findChallenge(context.env.DB, challenge);
    return record !== undefined && challengeState(record, nowSeconds()) === 'live' && record.userId === user.id && record.siteId === user.site_id;
  }
  const claims = await authenticateUser(context);
  return !(claims instanceof Response) && claims.sub === user.id;
}

export const postPreferenceDetails: Handler = async (context) => {
  const { env, request, correlationId } = context;
  const { primaryUserIdentifier, siteId, challenge } = await readJson(request, preferenceDetailsRequestSchema);
  const user = await findUserByEmail(env.DB, siteId, primaryUserIdentifier);
  const contact = user && (await mayAsk(context, user, challenge)) ? await contactPointsOf(env.DB, user) : undefined;
  if (!contact) return errorResponse(404, 'NOT_FOUND', correlationId);
  const body: PreferenceDetails = {
    email: maskEmail(contact.email),
    phone: contact.phone === undefined ? null : maskPhone(contact.phone),
    preferredChannel: preferredChannelOf(contact),
  };
  return json(body, correlationId);
};
