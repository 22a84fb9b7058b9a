// POST user-mgmt/user/send-passcode (SPEC 2 recovery, SPEC 7): a recovery passcode by e-mail, or by SMS in the
// step-by-step flow when chosen and the account has a phone. Always the same 202: nothing tells whether the
// address has an account, nor whether the per-account limit dropped the message.
import { passcodeLifetimeSeconds } from '../../../src/api/contracts/passcode';
import { sendPasscodeRequestSchema, type SendPasscodeResponse } from '../../../src/api/contracts/recovery';
import { validateEmail } from '../../../src/rules/fields/email';
import { nowSeconds } from '../auth/accessTokens';
import { findUserByEmail } from '../auth/users';
import { captchaRefusal } from '../captcha/captchaCheck';
import type { Handler } from '../env';
import { InvalidRequestError, json } from '../http';
import { sendMessage } from '../outbox/messages';
import { addressFor, contactPointsOf } from '../passcodes/contactPoints';
import { issuePasscode, passcodeSendKey, passcodeSendLimit } from '../passcodes/passcodeStore';
import { takeAllowance } from '../rateLimit';
import { readJson } from '../requestBody';
import { siteOrNotFound } from '../sites/siteOrNotFound';

export const postSendPasscode: Handler = async (context) => {
  const { env, request, correlationId } = context;
  const body = await readJson(request, sendPasscodeRequestSchema);
  if (validateEmail(body.email)) throw new InvalidRequestError('email: not an e-mail address', { field: 'email' });
  const site = await siteOrNotFound(context, body.siteId);
  if (site instanceof Response) return site;
  const refusal = await captchaRefusal(context, site);
  if (refusal) return refusal;

  const now = nowSeconds();
  const user = await findUserByEmail(env.DB, body.siteId, body.email);
  const owner = user && ({ userId: user.id, siteId: user.site_id, purpose: 'RECOVERY' } as const);
  const contact =
    owner && (await takeAllowance(env.DB, passcodeSendKey(owner), passcodeSendLimit, now)).allowed ? await contactPointsOf(env.DB, user) : undefined;
  if (owner && contact) {
    const channel = body.channel === 'SMS' && contact.phone !== undefined ? 'SMS' : 'EMAIL';
    const code = await issuePasscode(env.DB, owner, channel, now);
    await sendMessage(
      context,
      'recoveryPasscode',
      { address: addressFor(contact, channel) ?? contact.email, channel },
      { code, lifetimeSeconds: passcodeLifetimeSeconds },
      // The page the cardholder asks from speaks their language now; the account's own locale is older.
      { siteId: owner.siteId, locale: body.locale },
    );
  }
  const answer: SendPasscodeResponse = { status: 'ACCEPTED', expiresIn: passcodeLifetimeSeconds };
  return json(answer, correlationId, { status: 202 });
};
