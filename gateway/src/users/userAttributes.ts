// An account's per-site attributes in D1 (SPEC 3 attribute keys, SPEC 7 "user-attribute").

export interface UserAttribute {
  key: string;
  value: string;
}

/** The attributes a user holds on one site, ordered by key. */
export async function readAttributes(db: D1Database, userId: string, siteId: string): Promise<UserAttribute[]> {
  const { results } = await db
    .prepare('SELECT key, value FROM user_attributes WHERE user_id = ? AND site_id = ? ORDER BY key')
    .bind(userId, siteId)
    .all<UserAttribute>();
  return results;
}

/**
 * Sets each given attribute (insert or replace); attributes not given are left as they are. One batch with `also` (the
 * consent records of the write), all or nothing.
 */
export async function writeAttributes(
  db: D1Database,
  userId: string,
  siteId: string,
  attributes: readonly UserAttribute[],
  also: readonly D1PreparedStatement[] = [],
): Promise<void> {
  if (attributes.length === 0) return;
  const statement = db.prepare(
    `INSERT INTO user_attributes (user_id, site_id, key, value) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, site_id, key) DO UPDATE SET value = excluded.value, updated_at = unixepoch()`,
  );
  await db.batch([...attributes.map(({ key, value }) => statement.bind(userId, siteId, key, value)), ...also]);
}

/** Removes the named attributes of a user on one site. */
export async function removeAttributes(db: D1Database, userId: string, siteId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const statement = db.prepare('DELETE FROM user_attributes WHERE user_id = ? AND site_id = ? AND key = ?');
  await db.batch(keys.map((key) => statement.bind(userId, siteId, key)));
}
