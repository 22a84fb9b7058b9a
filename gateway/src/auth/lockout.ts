// Account lockout: five failed sign-ins in a row lock the account for 15 minutes (answered as USER_LOCKED).

export const maxConsecutiveFailures = 5;
export const lockoutSeconds = 15 * 60;

/** Seconds until a locked account opens again; undefined when it is not locked. */
export function retryAfterSeconds(user: { locked_until: number | null }, now: number): number | undefined {
  return user.locked_until !== null && user.locked_until > now ? user.locked_until - now : undefined;
}

/**
 * Counts one failure in a single statement (no lost updates between concurrent attempts); the failure that
 * reaches the limit locks the account and starts the count afresh. Returns retryAfterSeconds when it locked.
 * Called with an unknown user's id too (it matches no row), so both cases cost the same database round trip.
 */
export async function recordFailedSignIn(db: D1Database, userId: string, now: number): Promise<number | undefined> {
  const row = await db
    .prepare(
      `UPDATE users SET
         failed_logins = CASE WHEN failed_logins + 1 >= ?1 THEN 0 ELSE failed_logins + 1 END,
         locked_until = CASE WHEN failed_logins + 1 >= ?1 THEN ?2 ELSE locked_until END
       WHERE id = ?3
       RETURNING locked_until`,
    )
    .bind(maxConsecutiveFailures, now + lockoutSeconds, userId)
    .first<{ locked_until: number | null }>();
  return row ? retryAfterSeconds(row, now) : undefined;
}

export async function clearFailedSignIns(db: D1Database, userId: string): Promise<void> {
  await db
    .prepare('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = ? AND (failed_logins <> 0 OR locked_until IS NOT NULL)')
    .bind(userId)
    .run();
}

/** Locks the account at once (five wrong sign-in codes, DEVICE_LOCKED); returns retryAfterSeconds. */
export async function lockAccount(db: D1Database, userId: string, now: number): Promise<number> {
  await db
    .prepare('UPDATE users SET failed_logins = 0, locked_until = ? WHERE id = ?')
    .bind(now + lockoutSeconds, userId)
    .run();
  return lockoutSeconds;
}
