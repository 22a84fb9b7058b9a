// Enrolled cards in D1 (migration 0010) and their SPEC 3 asset answer. Every query is scoped to one user and site.
import { panAssetType, type Asset } from '../../../src/api/contracts/assets';

export interface AssetRow {
  id: string;
  last_four: string;
  product_type: string;
  issuer_bid: string;
  vop_card_id: string;
  card_identifier: string | null;
  is_default: number;
  enrolled_at: number;
}

const assetColumns = 'id, last_four, product_type, issuer_bid, vop_card_id, card_identifier, is_default, enrolled_at';

/** SPEC 3 asset: the value is the last four digits; the card identifier appears only on cards that earn cashback. */
export function toAsset(row: AssetRow): Asset {
  return {
    assetId: row.id,
    id: row.id,
    assetType: panAssetType,
    value: row.last_four,
    defaultAsset: row.is_default === 1,
    metadata: [
      { name: 'LAST_FOUR', value: row.last_four },
      { name: 'PRODUCT_TYPE', value: row.product_type },
      { name: 'VOP_CARD_ID', value: row.vop_card_id },
      { name: 'ISSUER_BID', value: row.issuer_bid },
      ...(row.card_identifier === null ? [] : [{ name: 'CARD_IDENTIFIER', value: row.card_identifier }]),
    ],
  };
}

export interface AssetOwner {
  userId: string;
  siteId: string;
}

/** A user's cards on a site in the order they were enrolled. */
export async function listAssetRows(db: D1Database, { userId, siteId }: AssetOwner): Promise<AssetRow[]> {
  const { results } = await db
    .prepare(`SELECT ${assetColumns} FROM user_assets WHERE user_id = ? AND site_id = ? ORDER BY enrolled_at, rowid`)
    .bind(userId, siteId)
    .all<AssetRow>();
  return results;
}

/** One card of the user on the site; null for another user's card, so ids cannot be probed. */
export function findAssetRow(db: D1Database, { userId, siteId }: AssetOwner, id: string): Promise<AssetRow | null> {
  return db.prepare(`SELECT ${assetColumns} FROM user_assets WHERE id = ? AND user_id = ? AND site_id = ?`).bind(id, userId, siteId).first<AssetRow>();
}

/** Whether the user already holds a card with any of these fingerprints on the site. */
export async function holdsFingerprint(db: D1Database, { userId, siteId }: AssetOwner, fingerprints: readonly string[]): Promise<boolean> {
  if (fingerprints.length === 0) return false;
  const row = await db
    .prepare(`SELECT 1 AS held FROM user_assets WHERE user_id = ? AND site_id = ? AND fingerprint IN (${fingerprints.map(() => '?').join(', ')})`)
    .bind(userId, siteId, ...fingerprints)
    .first<{ held: number }>();
  return row !== null;
}

/** What is stored of a card that passed the checks (never its number). */
export interface NewAssetRow {
  id: string;
  lastFour: string;
  productType: string;
  issuerBid: string;
  vopCardId: string;
  cardIdentifier: string | null;
  fingerprint: string;
}

// Fixed parameters of the insert; each card's values follow from ?6 on.
const ownerParameters = 5;
const valuesPerCard = 8;

/**
 * Inserts the cards in one statement, so it is all or nothing: nothing is inserted when the user would then hold more
 * than `limit` cards (checked inside the statement, so concurrent enrolments cannot pass it together). The first card
 * becomes the default when the user held none. A card enrolled twice fails the UNIQUE constraint and throws.
 */
export async function insertAssetRows(
  db: D1Database,
  { userId, siteId }: AssetOwner,
  cards: readonly NewAssetRow[],
  { limit, now }: { limit: number | undefined; now: number },
): Promise<'inserted' | 'limit'> {
  const values = cards.map((_, index) => {
    const first = ownerParameters + 1 + index * valuesPerCard;
    return `(${Array.from({ length: valuesPerCard }, (_unused, offset) => `?${first + offset}`).join(', ')})`;
  });
  const result = await db
    .prepare(
      `INSERT INTO user_assets (id, user_id, site_id, last_four, product_type, issuer_bid, vop_card_id, card_identifier, fingerprint, is_default, enrolled_at)
       SELECT card.column1, ?1, ?2, card.column2, card.column3, card.column4, card.column5, card.column6, card.column7,
         CASE WHEN card.column8 = 0 AND NOT EXISTS (SELECT 1 FROM user_assets WHERE user_id = ?1 AND site_id = ?2) THEN 1 ELSE 0 END,
         ?3
       FROM (VALUES ${values.join(', ')}) AS card
       WHERE ?4 IS NULL OR (SELECT COUNT(*) FROM user_assets WHERE user_id = ?1 AND site_id = ?2) + ?5 <= ?4`,
    )
    .bind(
      userId,
      siteId,
      now,
      limit ?? null,
      cards.length,
      ...cards.flatMap((card, index) => [
        card.id,
        card.lastFour,
        card.productType,
        card.issuerBid,
        card.vopCardId,
        card.cardIdentifier,
        card.fingerprint,
        index,
      ]),
    )
    .run();
  return result.meta.changes === cards.length ? 'inserted' : 'limit';
}

/** Whether a D1 failure is the UNIQUE constraint on a user's card fingerprints. */
export function isDuplicateFingerprintError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: .*user_assets\.fingerprint/.test(error.message);
}

/**
 * Removes a card unless that would break a rule, decided inside the statement: the default card stays while others
 * exist, and the last card stays when `keepOne` (the site requires a card). 'kept' says a rule held it.
 */
export async function deleteAssetRow(db: D1Database, { userId, siteId }: AssetOwner, id: string, keepOne: boolean): Promise<'deleted' | 'kept'> {
  const result = await db
    .prepare(
      `DELETE FROM user_assets
       WHERE id = ?1 AND user_id = ?2 AND site_id = ?3
         AND (SELECT COUNT(*) FROM user_assets WHERE user_id = ?2 AND site_id = ?3) > ?4
         AND (is_default = 0 OR (SELECT COUNT(*) FROM user_assets WHERE user_id = ?2 AND site_id = ?3) = 1)`,
    )
    .bind(id, userId, siteId, keepOne ? 1 : 0)
    .run();
  return result.meta.changes === 1 ? 'deleted' : 'kept';
}

/** Makes the card the user's only default on the site, in one transaction. */
export async function setDefaultAssetRow(db: D1Database, { userId, siteId }: AssetOwner, id: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE user_assets SET is_default = 0 WHERE user_id = ? AND site_id = ? AND is_default = 1 AND id <> ?').bind(userId, siteId, id),
    db.prepare('UPDATE user_assets SET is_default = 1 WHERE user_id = ? AND site_id = ? AND id = ?').bind(userId, siteId, id),
  ]);
}
