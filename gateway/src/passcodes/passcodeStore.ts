// Recovery and signed-in check passcodes (SPEC 2 recovery, reset-password, otp-check flows; SPEC 7 send-passcode,
// find-code): one live code per account, site and purpose, 15 minutes, five attempts, stored hashed.
import { passcodeLifetimeSeconds } from '../../../src/api/contracts/passcode';
import type { PasscodeChannel } from '../../../src/api/contracts/auth';
import { newOpaqueSecret } from '../crypto/opaqueSecrets';
import type { RateLimit } from '../rateLimit';
import { hashPasscode, newPasscode, passcodeMatches } from './oneTimeCodes';

export type PasscodePurpose = 'RECOVERY' | 'CHECK';

export interface PasscodeOwner {
  userId: string;
  siteId: string;
  purpose: PasscodePurpose;
}

export const maxPasscodeAttempts = 5;
/** New codes per account and purpose: with five attempts each, at most 25 guesses in 15 minutes. */
export const passcodeSendLimit: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

export function passcodeSendKey(owner: PasscodeOwner): string {
  return `passcode:${owner.purpose}:${owner.userId}`;
}

/** A new code, replacing the owner's earlier one; returns it for sending. */
export async function issuePasscode(db: D1Database, owner: PasscodeOwner, channel: PasscodeChannel, now: number): Promise<string> {
  const code = newPasscode();
  const salt = newOpaqueSecret();
  await db
    .prepare(
      `INSERT INTO passcodes (user_id, site_id, purpose, salt, code_hash, channel, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id, site_id, purpose) DO UPDATE SET
         salt = ?4, code_hash = ?5, channel = ?6, expires_at = ?7, attempts = 0, used_at = NULL, created_at = unixepoch()`,
    )
    .bind(owner.userId, owner.siteId, owner.purpose, salt, await hashPasscode(salt, code), channel, now + passcodeLifetimeSeconds)
    .run();
  return code;
}

export type PasscodeCheck =
  | { kind: 'valid' }
  | { kind: 'invalid'; attemptsLeft: number }
  /** The last attempt failed: the code is dead. */
  | { kind: 'locked' }
  /** Expired, spent, out of attempts, or never sent: a new code is needed. */
  | { kind: 'gone' };

interface TakenRow {
  attempts: number;
  salt: string;
  code_hash: string;
}

/**
 * Checks a code. The attempt is taken before the comparison in one conditional statement, so parallel guesses
 * all count; a right code gives it back. `spend` uses the code up (single use); without it the code stays valid.
 */
export async function checkPasscode(db: D1Database, owner: PasscodeOwner, code: string, now: number, { spend }: { spend: boolean }): Promise<PasscodeCheck> {
  const key = [owner.userId, owner.siteId, owner.purpose] as const;
  const taken = await db
    .prepare(
      `UPDATE passcodes SET attempts = attempts + 1
       WHERE user_id = ?1 AND site_id = ?2 AND purpose = ?3 AND used_at IS NULL AND attempts < ?4 AND expires_at > ?5
       RETURNING attempts, salt, code_hash`,
    )
    .bind(...key, maxPasscodeAttempts, now)
    .first<TakenRow>();
  if (!taken) return { kind: 'gone' };
  if (!(await passcodeMatches(taken.salt, code, taken.code_hash))) {
    return taken.attempts >= maxPasscodeAttempts ? { kind: 'locked' } : { kind: 'invalid', attemptsLeft: maxPasscodeAttempts - taken.attempts };
  }
  const settled = spend
    ? await db
        .prepare('UPDATE passcodes SET used_at = ?4 WHERE user_id = ?1 AND site_id = ?2 AND purpose = ?3 AND used_at IS NULL RETURNING used_at')
        .bind(...key, now)
        .first()
    : await db
        .prepare('UPDATE passcodes SET attempts = attempts - 1 WHERE user_id = ?1 AND site_id = ?2 AND purpose = ?3 AND used_at IS NULL RETURNING attempts')
        .bind(...key)
        .first();
  return settled ? { kind: 'valid' } : { kind: 'gone' };
}
