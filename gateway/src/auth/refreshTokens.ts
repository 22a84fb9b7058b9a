// Refresh tokens: opaque, stored hashed, rotated on every use; reuse of a spent one revokes its whole family.
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

/** Sliding: every rotation starts a new day; an idle session ends after it. */
export const refreshTokenLifetimeSeconds = 24 * 60 * 60;

export interface RefreshTokenOwner {
  userId: string;
  siteId: string;
  familyId: string;
}

export type Redemption = ({ kind: 'redeemed' } & RefreshTokenOwner) | { kind: 'reused' } | { kind: 'invalid' };

/**
 * A token spent this recently may come again without counting as a replay: the answer to its rotation can be lost on
 * the way (a timeout, a closed tab) after the gateway spent it, and the browser then still holds it. Within the leeway
 * it rotates again; after it, presenting it revokes the family (RFC 9700 section 4.14.2 allows such a grace period).
 */
export const reuseLeewaySeconds = 30;

/** A new token; without familyId it starts a new family (a sign-in). */
export async function issueRefreshToken(db: D1Database, owner: { userId: string; siteId: string; familyId?: string }, now: number): Promise<string> {
  const token = newOpaqueSecret();
  await db
    .prepare('INSERT INTO refresh_tokens (token_hash, family_id, user_id, site_id, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(await hashOpaqueSecret(token), owner.familyId ?? crypto.randomUUID(), owner.userId, owner.siteId, now + refreshTokenLifetimeSeconds)
    .run();
  return token;
}

/**
 * Spends a token: marks it used in one conditional statement, so two concurrent redemptions cannot both win.
 * A token that was already spent (and not revoked) is a replay, stolen or raced: its family is revoked.
 */
export async function redeemRefreshToken(db: D1Database, token: string, siteId: string, now: number): Promise<Redemption> {
  const tokenHash = await hashOpaqueSecret(token);
  const spent = await db
    .prepare(
      `UPDATE refresh_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND site_id = ?3 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?1
       RETURNING user_id, site_id, family_id`,
    )
    .bind(now, tokenHash, siteId)
    .first<{ user_id: string; site_id: string; family_id: string }>();
  if (spent) return { kind: 'redeemed', userId: spent.user_id, siteId: spent.site_id, familyId: spent.family_id };
  const known = await db
    .prepare('SELECT family_id, user_id, site_id, used_at, expires_at FROM refresh_tokens WHERE token_hash = ? AND used_at IS NOT NULL AND revoked_at IS NULL')
    .bind(tokenHash)
    .first<{ family_id: string; user_id: string; site_id: string; used_at: number; expires_at: number }>();
  if (!known) return { kind: 'invalid' };
  if (known.site_id === siteId && known.expires_at > now && known.used_at >= now - reuseLeewaySeconds) {
    return { kind: 'redeemed', userId: known.user_id, siteId: known.site_id, familyId: known.family_id };
  }
  await revokeFamily(db, known.family_id, now);
  return { kind: 'reused' };
}

/** Revokes a family: the session of one sign-in ends, its access tokens with it (a logout, a detected replay). */
export async function revokeFamily(db: D1Database, familyId: string, now: number): Promise<void> {
  await db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').bind(now, familyId).run();
}

/** Revokes the family of a token, if the token is known; returns the site it belonged to. */
export async function revokeFamilyOf(db: D1Database, token: string, now: number): Promise<string | undefined> {
  const row = await db
    .prepare('SELECT family_id, site_id FROM refresh_tokens WHERE token_hash = ?')
    .bind(await hashOpaqueSecret(token))
    .first<{ family_id: string; site_id: string }>();
  if (!row) return undefined;
  await revokeFamily(db, row.family_id, now);
  return row.site_id;
}

/**
 * Whether a session (a refresh family) is still alive: not revoked (logout, replay, password change), its user not
 * removed (their tokens go with them), and not idle past its last token's lifetime. User access tokens carry the
 * family as `sid` and are checked on every use, so ending a session ends its access tokens at once.
 */
export async function isSessionAlive(db: D1Database, familyId: string, now: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS alive FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NULL AND expires_at > ? LIMIT 1')
    .bind(familyId, now)
    .first<{ alive: number }>();
  return row !== null;
}

/** Revokes every refresh family of a user (a password change or reset ends all sessions). */
export async function revokeUserRefreshTokens(db: D1Database, userId: string, now: number): Promise<void> {
  await db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId).run();
}
