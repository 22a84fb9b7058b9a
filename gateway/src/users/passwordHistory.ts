// Password history and password replacement (SPEC 5: a new password differs from the last 4).
import { passwordHistoryDepth } from '../../../src/api/contracts/recovery';
import { verifyPassword, type StoredPassword } from '../crypto/passwords';

/** The statement that records a password in the history; batched with whatever set it. */
export function historyStatement(db: D1Database, userId: string, stored: StoredPassword): D1PreparedStatement {
  return db
    .prepare('INSERT INTO password_history (user_id, password_hash, password_salt, password_iterations) VALUES (?, ?, ?, ?)')
    .bind(userId, stored.hash, stored.salt, stored.iterations);
}

interface PasswordRow {
  password_hash: string;
  password_salt: string;
  password_iterations: number;
}

/**
 * Whether the password is one of the account's last 4: the current one and the history, newest first (accounts
 * made before the history existed have only their current password to compare with).
 */
export async function isPasswordReused(db: D1Database, userId: string, password: string): Promise<boolean> {
  const { results } = await db
    .prepare(
      `SELECT password_hash, password_salt, password_iterations FROM (
         SELECT password_hash, password_salt, password_iterations, 1e15 AS rank FROM users WHERE id = ?1
         UNION ALL
         SELECT password_hash, password_salt, password_iterations, id AS rank FROM password_history WHERE user_id = ?1
       ) ORDER BY rank DESC LIMIT ?2`,
    )
    .bind(userId, passwordHistoryDepth + 1)
    .all<PasswordRow>();
  const recent = [...new Map(results.map((row) => [row.password_hash, row])).values()].slice(0, passwordHistoryDepth);
  for (const row of recent) {
    if (await verifyPassword(password, { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations })) return true;
  }
  return false;
}

/**
 * Sets a new password in one batch: the hash, the history (older entries beyond the depth pruned), a cleared
 * sign-in lockout and a forgotten compromised-password result (the new password has not been checked). An
 * account made before the history existed gets its current password recorded first, so it still counts.
 */
export async function replacePassword(db: D1Database, userId: string, stored: StoredPassword): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO password_history (user_id, password_hash, password_salt, password_iterations)
         SELECT id, password_hash, password_salt, password_iterations FROM users
         WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM password_history WHERE user_id = ?1 AND password_hash = users.password_hash)`,
      )
      .bind(userId),
    db
      .prepare(
        `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, failed_logins = 0, locked_until = NULL,
           password_compromised = NULL, password_checked_at = NULL
         WHERE id = ?`,
      )
      .bind(stored.hash, stored.salt, stored.iterations, userId),
    historyStatement(db, userId, stored),
    db
      .prepare(
        `DELETE FROM password_history WHERE user_id = ?1 AND id NOT IN (
           SELECT id FROM password_history WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2)`,
      )
      .bind(userId, passwordHistoryDepth),
  ]);
}
