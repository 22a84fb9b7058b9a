// An account's TOTP credential in D1: pending after setup, enrolled once a code proved it; codes are checked here.
import type { GatewayEnv } from '../env';
import { encodeBase32 } from './base32';
import { openSecret, sealSecret } from './secretBox';
import { matchingStep } from './totp';

/** 160 bits, the HMAC-SHA-1 block RFC 4226 recommends. */
const secretBytes = 20;

export type TotpStatus = 'PENDING' | 'ENROLLED';

interface CredentialRow {
  secret_ciphertext: string;
  status: TotpStatus;
  last_used_step: number | null;
}

export async function totpStatusOf(db: D1Database, userId: string): Promise<TotpStatus | undefined> {
  const row = await db.prepare('SELECT status FROM totp_credentials WHERE user_id = ?').bind(userId).first<{ status: TotpStatus }>();
  return row?.status;
}

/**
 * Starts (or restarts) a pending credential with a fresh secret; returns the secret in base32, or undefined when
 * the account is already enrolled (an enrolled credential is only ever replaced after unenrol).
 */
export async function startPendingCredential(env: GatewayEnv, userId: string): Promise<string | undefined> {
  const secret = crypto.getRandomValues(new Uint8Array(secretBytes));
  const sealed = await sealSecret(env, userId, secret);
  const stored = await env.DB.prepare(
    `INSERT INTO totp_credentials (user_id, secret_ciphertext, status) VALUES (?1, ?2, 'PENDING')
     ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = ?2, status = 'PENDING', last_used_step = NULL, created_at = unixepoch()
     WHERE totp_credentials.status = 'PENDING'
     RETURNING user_id`,
  )
    .bind(userId, sealed)
    .first<{ user_id: string }>();
  return stored ? encodeBase32(secret) : undefined;
}

/**
 * Checks a code of the credential in the given status and, when it matches, records its step in one conditional
 * statement, so the same code (or an older one) is never accepted twice, even by two requests at once.
 */
export async function acceptCode(env: GatewayEnv, userId: string, status: TotpStatus, code: string, now: number): Promise<boolean> {
  const row = await env.DB.prepare('SELECT secret_ciphertext, status, last_used_step FROM totp_credentials WHERE user_id = ? AND status = ?')
    .bind(userId, status)
    .first<CredentialRow>();
  if (!row) return false;
  const secret = await openSecret(env, userId, row.secret_ciphertext);
  if (!secret) {
    console.error(`TOTP secret of ${userId} does not decrypt (TOTP_ENCRYPTION_KEY changed?)`);
    return false;
  }
  const step = await matchingStep(secret, code, now, row.last_used_step);
  if (step === undefined) return false;
  const recorded = await env.DB.prepare(
    `UPDATE totp_credentials SET last_used_step = ?1 WHERE user_id = ?2 AND status = ?3 AND (last_used_step IS NULL OR last_used_step < ?1)
     RETURNING last_used_step`,
  )
    .bind(step, userId, status)
    .first<{ last_used_step: number }>();
  return recorded !== null;
}

/** Marks the pending credential enrolled and the profile's mfaEnrollmentStatus ENROLLED. */
export async function enrollCredential(db: D1Database, userId: string, now: number): Promise<void> {
  await db.batch([
    db.prepare("UPDATE totp_credentials SET status = 'ENROLLED', enrolled_at = ? WHERE user_id = ? AND status = 'PENDING'").bind(now, userId),
    db.prepare("UPDATE users SET mfa_enrollment_status = 'ENROLLED' WHERE id = ?").bind(userId),
  ]);
}

/** Removes the credential and sets mfaEnrollmentStatus back to NOT_ENROLLED. */
export async function removeCredential(db: D1Database, userId: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM totp_credentials WHERE user_id = ?').bind(userId),
    db.prepare("UPDATE users SET mfa_enrollment_status = 'NOT_ENROLLED' WHERE id = ?").bind(userId),
  ]);
}
