// Activation links (SPEC 2 activate, SPEC 7 activate-token): random, single use, 48 hours, stored hashed.
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

export const activationLifetimeSeconds = 48 * 60 * 60;

/** The statement that stores a new token (batched with the account it belongs to); returns the token. */
export async function activationTokenStatement(db: D1Database, userId: string, now: number): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newOpaqueSecret();
  const statement = db
    .prepare('INSERT INTO activation_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .bind(await hashOpaqueSecret(token), userId, now + activationLifetimeSeconds);
  return { token, statement };
}

export type Activation = { kind: 'activated'; userId: string; siteId: string } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Spends a token and activates its account in one batch; the spending is one conditional statement, so of two
 * concurrent uses one wins. Unknown and used tokens are alike (invalid); a token past its time is expired.
 */
export async function redeemActivationToken(db: D1Database, token: string, now: number): Promise<Activation> {
  const tokenHash = await hashOpaqueSecret(token);
  const spent = await db
    .prepare(
      `UPDATE activation_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1
       RETURNING user_id, (SELECT site_id FROM users WHERE users.id = activation_tokens.user_id) AS site_id`,
    )
    .bind(now, tokenHash)
    .first<{ user_id: string; site_id: string }>();
  if (spent) {
    await db.batch([
      // Activation is what the site's background check asks about (SPEC 4: failing it is LOGGEDIN_INACTIVE, which the
      // site leads to activation), so an account passes it from now on.
      db
        .prepare("UPDATE users SET user_account_status = 'ACTIVE', passes_background_check = 1 WHERE id = ? AND user_account_status = 'INACTIVE'")
        .bind(spent.user_id),
      // The account is active: its other links are of no further use.
      db.prepare('UPDATE activation_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(now, spent.user_id),
    ]);
    return { kind: 'activated', userId: spent.user_id, siteId: spent.site_id };
  }
  const known = await db
    .prepare('SELECT used_at, expires_at FROM activation_tokens WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ used_at: number | null; expires_at: number }>();
  return known && known.used_at === null && known.expires_at <= now ? { kind: 'expired' } : { kind: 'invalid' };
}
