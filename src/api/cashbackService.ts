// The typed cashback call of SPEC 7 (user/my-cashback): the status of each of the signed-in user's cards.
import type { KyInstance } from 'ky';
import { cashbackPath, cashbackStatementSchema, type CashbackItem } from './contracts/cashback';
import { getJson } from './request';

/** The statement of the session's site; a site id, when given, must be that site. */
export function myCashback(api: KyInstance, siteId?: string): Promise<CashbackItem[]> {
  return getJson(api, cashbackPath, cashbackStatementSchema, siteId === undefined ? {} : { searchParams: { siteId } });
}
