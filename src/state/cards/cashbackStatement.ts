// The cashback statement of the signed-in user's cards (SPEC 2 cashback-statement, SPEC 7 user/my-cashback), loaded
// under the loading overlay. The gateway decides each status: PENDING while a newly enrolled card is checked (SPEC 4),
// then ELIGIBLE when the card carries the card identifier, else NOT_ELIGIBLE.
import type { KyInstance } from 'ky';
import { myCashback } from '../../api/cashbackService';
import type { CashbackItem } from '../../api/contracts/cashback';
import { whileLoading } from '../page/loading';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

/** The statement, or undefined when it could not be had (the alert or the screen says so). */
export async function loadCashbackStatement(siteId: string, api: KyInstance = sessionApi()): Promise<CashbackItem[] | undefined> {
  try {
    return await whileLoading(() => myCashback(api, siteId));
  } catch (error) {
    callFailureOf(error);
    return undefined;
  }
}
