// POST user-mgmt/user/send-code (SPEC 7): the sign-in passcode of a challenge to the chosen channel, or, without a
// challenge, a signed-in user's check passcode (otp-check-preference). 202 with the masked destination.
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { passcodeLifetimeSeconds, sendCodeRequestSchema, type SendCodeResponse } from '../../../src/api/contracts/passcode';
import { nowSeconds } from '../auth/accessTokens';
import { authenticateUser } from '../auth/authenticate';
import { challengeState, findChallenge } from './signInChallenges';
import { maskedAddress, sendSignInCode } from './signInCodes';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { sendMessage } from '../outbox/messages';
import { takeAllowance, windowRemaining } from '../rateLimit';
import { tooManyRequests } from '../throttle/throttle';
import { readJson } from '../requestBody';
import { addressFor, contactPointsOf } from '../passcodes/contactPoints';
import { issuePasscode, passcodeSendKey, passcodeSendLimit } from '../passcodes/passcodeStore';

function sent(correlationId: string, channel: PasscodeChannel, destination: string): Response {
  const body: SendCodeResponse = { channel, destination, expiresIn: passcodeLifetimeSeconds };
  return json(body, correlationId, { status: 202 });
}

function noAddress(channel: PasscodeChannel): InvalidRequestError {
  return new InvalidRequestError(`channel: the account has no ${channel === 'SMS' ? 'phone number' : 'e-mail address'}`, { field: 'channel' });
}

async function sendChallengeCode(context: HandlerContext, value: string, channel: PasscodeChannel): Promise<Response> {
  const { env, correlationId } = context;
  const now = nowSeconds();
  const record = await findChallenge(env.DB, value);
  if (!record || record.kind !== 'OTP' || challengeState(record, now) === 'spent') return errorResponse(400, 'OTP_CHALLENGE_INVALID', correlationId);
  if (challengeState(record, now) === 'expired') return errorResponse(400, 'OTP_EXPIRED', correlationId);
  if (!record.channels.includes(channel)) {
    throw new InvalidRequestError(`channel: this challenge offers ${record.channels.join(' or ')}`, { field: 'channel' });
  }
  const delivery = await sendSignInCode(context, { value, record }, channel, now);
  if (delivery.kind === 'noAddress') throw noAddress(channel);
  if (delivery.kind === 'limit') return errorResponse(429, 'TOO_MANY_REQUESTS', correlationId);
  return sent(correlationId, channel, delivery.destination);
}

async function sendCheckCode(context: HandlerContext, channel: PasscodeChannel): Promise<Response> {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, correlationId } = context;
  const now = nowSeconds();
  const contact = await contactPointsOf(env.DB, { id: claims.sub });
  if (!contact || claims.site === undefined) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const address = addressFor(contact, channel);
  if (address === undefined) throw noAddress(channel);
  const owner = { userId: claims.sub, siteId: claims.site, purpose: 'CHECK' } as const;
  if (!(await takeAllowance(env.DB, passcodeSendKey(owner), passcodeSendLimit, now)).allowed) {
    return tooManyRequests(correlationId, await windowRemaining(env.DB, passcodeSendKey(owner), passcodeSendLimit, now));
  }
  const code = await issuePasscode(env.DB, owner, channel, now);
  await sendMessage(context, 'checkPasscode', { address, channel }, { code, lifetimeSeconds: passcodeLifetimeSeconds }, contact);
  return sent(correlationId, channel, maskedAddress(channel, address));
}

export const postSendCode: Handler = async (context) => {
  const { challenge, channel } = await readJson(context.request, sendCodeRequestSchema);
  return challenge === undefined ? sendCheckCode(context, channel) : sendChallengeCode(context, challenge, channel);
};
