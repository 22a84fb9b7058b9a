// Fixed-window rate limits in D1: at most `limit` actions per key per window (resend e-mails, passcode sends).

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface Allowance {
  /** Whether this action is within the limit. */
  allowed: boolean;
  /** Actions the window still allows after this one. */
  remaining: number;
}

/**
 * Counts one action under `key` and tells whether it is within the limit. One statement, so concurrent calls
 * cannot both take the last allowance. A window that has run out starts afresh with this action.
 */
export async function takeAllowance(db: D1Database, key: string, { limit, windowSeconds }: RateLimit, now: number): Promise<Allowance> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count`,
    )
    .bind(key, now, windowSeconds)
    .first<{ count: number }>();
  const count = row?.count ?? Number.POSITIVE_INFINITY;
  return { allowed: count <= limit, remaining: Math.max(0, limit - count) };
}

/** Seconds until the window of `key` runs out; 0 when there is none. */
export async function windowRemaining(db: D1Database, key: string, { windowSeconds }: RateLimit, now: number): Promise<number> {
  const row = await db.prepare('SELECT window_start FROM rate_limits WHERE key = ?').bind(key).first<{ window_start: number }>();
  return row ? Math.max(0, row.window_start + windowSeconds - now) : 0;
}

/** Forgets the counter of `key` (after a success that should not count against the user). */
export async function resetAllowance(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run();
}
