// The risk vendor's token of a sign-in (SPEC 7 vba_token; the VAAP script token): the page hands over what the issuer's
// risk vendor put into its script API (the shell's `portalRisk.setToken('VAAP', token)`), and the gateway keeps it
// with the sign-in it came with: which site, which account (when the address is one), whether the password was right.
// An issuer's gateway forwards it to its vendor; the reference gateway records it for 30 days and shows it outside
// production (GET dev/risk-tokens).
import * as z from 'zod/mini';
import { siteIdSchema } from '../../../src/site/siteConfig';
import type { Handler } from '../env';
import { isDevelopmentEnvironment } from '../environment';
import { errorResponse, json } from '../http';
import { parseWith, queryFields } from '../requestBody';
import { findSignInUser } from '../auth/users';

const retentionSeconds = 30 * 24 * 60 * 60;
export const riskVendor = 'VAAP';

export async function recordRiskToken(
  db: D1Database,
  record: { siteId: string; userId: string | undefined; token: string; passwordAccepted: boolean; now: number },
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM risk_tokens WHERE created_at < ?').bind(record.now - retentionSeconds),
    db
      .prepare('INSERT INTO risk_tokens (site_id, user_id, vendor, token, password_accepted, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(record.siteId, record.userId ?? null, riskVendor, record.token, record.passwordAccepted ? 1 : 0, record.now),
  ]);
}

const listQuerySchema = z.object({ siteId: siteIdSchema, email: z.string().check(z.minLength(1), z.maxLength(320)) });

/** GET dev/risk-tokens?siteId=&email=: the newest tokens recorded with an account's sign-ins; local and preview only. */
export const getRiskTokens: Handler = async ({ env, url, correlationId }) => {
  if (!isDevelopmentEnvironment(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  const query = parseWith(listQuerySchema, queryFields(url));
  const user = await findSignInUser(env.DB, query.siteId, query.email);
  if (!user) return json({ tokens: [] }, correlationId);
  const { results } = await env.DB.prepare(
    'SELECT vendor, token, password_accepted, created_at FROM risk_tokens WHERE site_id = ? AND user_id = ? ORDER BY id DESC LIMIT 20',
  )
    .bind(query.siteId, user.id)
    .all<{ vendor: string; token: string; password_accepted: number; created_at: number }>();
  return json(
    { tokens: results.map((row) => ({ vendor: row.vendor, token: row.token, passwordAccepted: row.password_accepted === 1, createdAt: row.created_at })) },
    correlationId,
  );
};
