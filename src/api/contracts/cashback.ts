// Contract of the cashback statement (SPEC 3 "Cashback item", SPEC 7 user/my-cashback); shared with the gateway.
import * as z from 'zod/mini';

/** GET, optional ?siteId= (it must be the token's site, which is the default). */
export const cashbackPath = 'user-attribute/user/my-cashback';

/** SPEC 2 badges: green ELIGIBLE, red NOT_ELIGIBLE, blue PENDING. */
const cashbackStatuses = ['ELIGIBLE', 'NOT_ELIGIBLE', 'PENDING'] as const;
export type CashbackStatus = (typeof cashbackStatuses)[number];

/** One card of the statement; `pan` is its last four digits (the screen shows XXXX XXXX XXXX plus them). */
const cashbackItemSchema = z.object({ pan: z.string(), status: z.enum(cashbackStatuses) });
export type CashbackItem = z.infer<typeof cashbackItemSchema>;

export const cashbackStatementSchema = z.array(cashbackItemSchema);
