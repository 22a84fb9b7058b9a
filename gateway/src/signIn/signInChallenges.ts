// Sign-in challenges (SPEC 4, SPEC 7): handed out after a right password when a second factor is due; the client
// presents one with the code instead of the password. Opaque, single use, 15 minutes, bound to user and site.
import type { OtpType, PasscodeChannel } from '../../../src/api/contracts/auth';
import { passcodeLifetimeSeconds } from '../../../src/api/contracts/passcode';
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

/** Wrong codes a challenge takes; the last one answers DEVICE_LOCKED. */
export const maxCodeAttempts = 5;
/** Codes a challenge may send (a first one and resends). */
const maxCodeSends = 5;

export type ChallengeKind = 'OTP' | 'MFA';

export interface SignInChallenge {
  hash: string;
  userId: string;
  siteId: string;
  kind: ChallengeKind;
  channels: OtpType[];
  codeHash: string | null;
  codeChannel: PasscodeChannel | null;
  sends: number;
  attempts: number;
  expiresAt: number;
  usedAt: number | null;
}

interface ChallengeRow {
  challenge_hash: string;
  user_id: string;
  site_id: string;
  kind: ChallengeKind;
  channels: string;
  code_hash: string | null;
  code_channel: PasscodeChannel | null;
  sends: number;
  attempts: number;
  expires_at: number;
  used_at: number | null;
}

/** Starts a challenge; returns its value, which only the client ever holds. */
export async function createChallenge(
  db: D1Database,
  challenge: { userId: string; siteId: string; kind: ChallengeKind; channels: readonly OtpType[] },
  now: number,
): Promise<string> {
  const value = newOpaqueSecret();
  await db
    .prepare('INSERT INTO sign_in_challenges (challenge_hash, user_id, site_id, kind, channels, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(await hashOpaqueSecret(value), challenge.userId, challenge.siteId, challenge.kind, JSON.stringify(challenge.channels), now + passcodeLifetimeSeconds)
    .run();
  return value;
}

export async function findChallenge(db: D1Database, value: string): Promise<SignInChallenge | undefined> {
  const row = await db
    .prepare('SELECT * FROM sign_in_challenges WHERE challenge_hash = ?')
    .bind(await hashOpaqueSecret(value))
    .first<ChallengeRow>();
  if (!row) return undefined;
  return {
    hash: row.challenge_hash,
    userId: row.user_id,
    siteId: row.site_id,
    kind: row.kind,
    channels: JSON.parse(row.channels) as OtpType[],
    codeHash: row.code_hash,
    codeChannel: row.code_channel,
    sends: row.sends,
    attempts: row.attempts,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/** spent: used up, completed or locked; expired: its time ran out. */
export function challengeState(challenge: SignInChallenge, now: number): 'live' | 'expired' | 'spent' {
  if (challenge.usedAt !== null) return 'spent';
  return challenge.expiresAt <= now ? 'expired' : 'live';
}

/**
 * Stores a freshly sent code (replacing an earlier one) and gives the challenge a new 15 minutes. False when the
 * challenge has sent all its codes or is no longer live. Wrong-code attempts are not reset by a resend.
 */
export async function storeChallengeCode(
  db: D1Database,
  challenge: SignInChallenge,
  code: { channel: PasscodeChannel; hash: string },
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE sign_in_challenges SET code_hash = ?1, code_channel = ?2, sends = sends + 1, expires_at = ?3
       WHERE challenge_hash = ?4 AND sends < ?5 AND used_at IS NULL AND expires_at > ?6 RETURNING sends`,
    )
    .bind(code.hash, code.channel, now + passcodeLifetimeSeconds, challenge.hash, maxCodeSends, now)
    .first<{ sends: number }>();
  return row !== null;
}

/**
 * Takes one attempt before the code is compared, in one conditional statement, so parallel guesses cannot all
 * pass a check made before any of them counted. Returns the attempt's number, or undefined when the challenge
 * has none left (or is spent or expired).
 */
export async function takeAttempt(db: D1Database, challenge: SignInChallenge, now: number): Promise<number | undefined> {
  const row = await db
    .prepare(
      `UPDATE sign_in_challenges SET attempts = attempts + 1
       WHERE challenge_hash = ?1 AND attempts < ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING attempts`,
    )
    .bind(challenge.hash, maxCodeAttempts, now)
    .first<{ attempts: number }>();
  return row?.attempts;
}

/** Ends a challenge for good (its last attempt failed). */
export async function burnChallenge(db: D1Database, challenge: SignInChallenge, now: number): Promise<void> {
  await db.prepare('UPDATE sign_in_challenges SET used_at = ? WHERE challenge_hash = ? AND used_at IS NULL').bind(now, challenge.hash).run();
}

/** Spends a live challenge in one conditional statement: of two concurrent completions, one wins. */
export async function spendChallenge(db: D1Database, challenge: SignInChallenge, now: number): Promise<boolean> {
  const row = await db
    .prepare('UPDATE sign_in_challenges SET used_at = ?1 WHERE challenge_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING used_at')
    .bind(now, challenge.hash)
    .first<{ used_at: number }>();
  return row !== null;
}
