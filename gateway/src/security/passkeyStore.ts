// Passkeys in D1 (issue 17, part 1): each credential of a cardholder on their site, and the one-use challenge of each
// ceremony. The WebAuthn checks themselves (CBOR, COSE keys, signatures) are @simplewebauthn/server's.
import type { Passkey } from '../../../src/api/contracts/passkeys';
import { passkeyChallengeSeconds } from '../../../src/api/contracts/passkeys';
import { isoTime } from '../auth/accessTokens';
import { newOpaqueSecret } from '../crypto/opaqueSecrets';

export interface StoredPasskey {
  credentialId: string;
  passkeyId: string;
  userId: string;
  siteId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

interface PasskeyRow {
  credential_id: string;
  passkey_id: string;
  user_id: string;
  site_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string | null;
  created_at: number;
  last_used_at: number | null;
}

function transportsOf(text: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

const storedOf = (row: PasskeyRow): StoredPasskey => ({
  credentialId: row.credential_id,
  passkeyId: row.passkey_id,
  userId: row.user_id,
  siteId: row.site_id,
  publicKey: row.public_key,
  counter: row.counter,
  transports: transportsOf(row.transports),
});

/** A new challenge of a ceremony, live for passkeyChallengeSeconds. */
export async function newChallenge(db: D1Database, owner: { purpose: 'REGISTER' | 'SIGN_IN'; siteId: string; userId?: string }, now: number): Promise<string> {
  const challenge = newOpaqueSecret();
  await db
    .prepare('INSERT INTO passkey_challenges (challenge, purpose, user_id, site_id, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(challenge, owner.purpose, owner.userId ?? null, owner.siteId, now + passkeyChallengeSeconds)
    .run();
  return challenge;
}

/** Spends a live challenge of this purpose and owner; whether it was one. A challenge answers once, right or wrong. */
export async function spendChallenge(
  db: D1Database,
  challenge: string,
  owner: { purpose: 'REGISTER' | 'SIGN_IN'; siteId: string; userId?: string },
  now: number,
): Promise<boolean> {
  const spent = await db
    .prepare(
      `UPDATE passkey_challenges SET used_at = ? WHERE challenge = ? AND purpose = ? AND site_id = ? AND used_at IS NULL AND expires_at > ?
       AND (user_id IS ? OR user_id = ?)`,
    )
    .bind(now, challenge, owner.purpose, owner.siteId, now, owner.userId ?? null, owner.userId ?? null)
    .run();
  return spent.meta.changes > 0;
}

export async function savePasskey(
  db: D1Database,
  passkey: {
    credentialId: string;
    userId: string;
    siteId: string;
    name: string;
    publicKey: string;
    counter: number;
    transports: readonly string[];
    deviceType: string;
    backedUp: boolean;
  },
  now: number,
): Promise<Passkey> {
  const passkeyId = crypto.randomUUID().replaceAll('-', '');
  await db
    .prepare(
      `INSERT INTO passkeys (credential_id, passkey_id, user_id, site_id, name, public_key, counter, transports, device_type, backed_up, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      passkey.credentialId,
      passkeyId,
      passkey.userId,
      passkey.siteId,
      passkey.name,
      passkey.publicKey,
      passkey.counter,
      JSON.stringify(passkey.transports),
      passkey.deviceType,
      passkey.backedUp ? 1 : 0,
      now,
    )
    .run();
  return { id: passkeyId, name: passkey.name, createdAt: isoTime(now), lastUsedAt: null };
}

export async function findPasskeyByCredential(db: D1Database, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db.prepare('SELECT * FROM passkeys WHERE credential_id = ?').bind(credentialId).first<PasskeyRow>();
  return row ? storedOf(row) : undefined;
}

/** The user's credentials on the site, for a registration's exclude list. */
export async function credentialsOf(db: D1Database, owner: { userId: string; siteId: string }): Promise<StoredPasskey[]> {
  const { results } = await db.prepare('SELECT * FROM passkeys WHERE user_id = ? AND site_id = ?').bind(owner.userId, owner.siteId).all<PasskeyRow>();
  return results.map(storedOf);
}

export async function listPasskeys(db: D1Database, owner: { userId: string; siteId: string }): Promise<Passkey[]> {
  const { results } = await db
    .prepare('SELECT * FROM passkeys WHERE user_id = ? AND site_id = ? ORDER BY created_at DESC, passkey_id')
    .bind(owner.userId, owner.siteId)
    .all<PasskeyRow>();
  return results.map((row) => ({
    id: row.passkey_id,
    name: row.name,
    createdAt: isoTime(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : isoTime(row.last_used_at),
  }));
}

/**
 * Records a sign-in: the authenticator's new counter, only if it grew (or both are 0: authenticators that keep none),
 * so a cloned authenticator replaying an old counter is refused; whether it was recorded.
 */
export async function recordPasskeyUse(db: D1Database, credentialId: string, counter: number, now: number): Promise<boolean> {
  const used = await db
    .prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ? AND (counter < ? OR (counter = 0 AND ? = 0))')
    .bind(counter, now, credentialId, counter, counter)
    .run();
  return used.meta.changes > 0;
}

export async function removePasskey(db: D1Database, owner: { userId: string; siteId: string }, passkeyId: string): Promise<boolean> {
  const removed = await db
    .prepare('DELETE FROM passkeys WHERE passkey_id = ? AND user_id = ? AND site_id = ?')
    .bind(passkeyId, owner.userId, owner.siteId)
    .run();
  return removed.meta.changes > 0;
}

/**
 * Whether the session may add a passkey: it began with a sign-in in the last `seconds`, or the user passed a passcode
 * check (find-code CHECK) that recently.
 */
export async function isFreshSession(
  db: D1Database,
  owner: { userId: string; siteId: string; sessionId: string | undefined },
  now: number,
  seconds: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT min(created_at) FROM refresh_tokens WHERE family_id = ? AND user_id = ?) AS signed_in_at,
         (SELECT used_at FROM passcodes WHERE user_id = ? AND site_id = ? AND purpose = 'CHECK') AS checked_at`,
    )
    .bind(owner.sessionId ?? '', owner.userId, owner.userId, owner.siteId)
    .first<{ signed_in_at: number | null; checked_at: number | null }>();
  const latest = Math.max(row?.signed_in_at ?? 0, row?.checked_at ?? 0);
  return latest > now - seconds;
}
