// Contract of the cashback statement (SPEC 3 "Cashback item", SPEC 7 user/my-cashback); shared with the gateway.
import * as z from 'zod/mini';
import { cardStatuses, type CardStatus } from '../../rules/cards/cardList';

/** GET, optional ?siteId= (it must be the token's site, which is the default). */
export const cashbackPath = 'user-attribute/user/my-cashback';

/** SPEC 3 "Cashback item" status: one list with the card screens' (SPEC 4 "Card status"). */
export type CashbackStatus = CardStatus;

/** One card of the statement; `pan` is its last four digits (the screen shows XXXX XXXX XXXX plus them). */
const cashbackItemSchema = z.object({ pan: z.string(), status: z.enum(cardStatuses) });
export type CashbackItem = z.infer<typeof cashbackItemSchema>;

export const cashbackStatementSchema = z.array(cashbackItemSchema);
