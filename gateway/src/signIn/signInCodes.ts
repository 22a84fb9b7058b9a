// Sends the passcode of a sign-in challenge (SPEC 7 send-code; at once when the site offers one channel only).
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { passcodeLifetimeSeconds } from '../../../src/api/contracts/passcode';
import type { DeliveryContext } from '../delivery/delivery';
import { sendMessage } from '../outbox/messages';
import { addressFor, contactPointsOf } from '../passcodes/contactPoints';
import { maskEmail, maskPhone } from '../passcodes/masking';
import { hashPasscode, newPasscode } from '../passcodes/oneTimeCodes';
import { storeChallengeCode, type SignInChallenge } from './signInChallenges';

export type CodeDelivery = { kind: 'sent'; destination: string } | { kind: 'noAddress' } | { kind: 'limit' };

/** Masked as the screens show it: the e-mail address or the phone number. */
export function maskedAddress(channel: PasscodeChannel, address: string): string {
  return channel === 'EMAIL' ? maskEmail(address) : maskPhone(address);
}

/**
 * A fresh code to the channel's address, replacing any earlier code of the challenge. The code is stored hashed
 * with the challenge value as salt: only the client holds that value, so the stored hash alone cannot be tried.
 */
export async function sendSignInCode(
  delivery: DeliveryContext,
  challenge: { value: string; record: SignInChallenge },
  channel: PasscodeChannel,
  now: number,
): Promise<CodeDelivery> {
  const db = delivery.env.DB;
  const contact = await contactPointsOf(db, { id: challenge.record.userId });
  const address = contact && addressFor(contact, channel);
  if (contact === undefined || address === undefined) return { kind: 'noAddress' };
  const code = newPasscode();
  const stored = await storeChallengeCode(db, challenge.record, { channel, hash: await hashPasscode(challenge.value, code) }, now);
  if (!stored) return { kind: 'limit' };
  await sendMessage(delivery, 'signInPasscode', { address, channel }, { code, lifetimeSeconds: passcodeLifetimeSeconds }, contact);
  return { kind: 'sent', destination: maskedAddress(channel, address) };
}
