// GET user-attribute/user/my-cashback (SPEC 7, SPEC 2 "Cashback list"): the cashback status of each of the caller's cards.
import type { CashbackItem } from '../../../src/api/contracts/cashback';
import { siteIdSchema } from '../../../src/site/siteConfig';
import { listAssetRows } from '../assets/userAssets';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { authenticateAccount } from '../users/signedInAccount';
import { cashbackPendingSeconds, cashbackStatus } from './cashbackStatus';

/** The site is the token's; an optional ?siteId= must name it (another site is 403 FORBIDDEN). */
export const getMyCashback: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const siteIds = context.url.searchParams.getAll('siteId');
  const siteId = siteIds.length === 0 ? undefined : siteIdSchema.safeParse(siteIds[0]);
  if (siteIds.length > 1 || siteId?.success === false) throw new InvalidRequestError('siteId: at most one valid site id', { field: 'siteId' });
  if (siteId !== undefined && siteId.data !== account.siteId) return errorResponse(403, 'FORBIDDEN', context.correlationId);
  const rows = await listAssetRows(context.env.DB, { userId: account.user.id, siteId: account.siteId });
  const now = context.now();
  const pending = cashbackPendingSeconds(context.env);
  const statement: CashbackItem[] = rows.map((row) => ({
    pan: row.last_four,
    status: cashbackStatus({ enrolledAt: row.enrolled_at, hasCardIdentifier: row.card_identifier !== null }, now, pending),
  }));
  return json(statement, context.correlationId);
};
