// A card's cashback status over time (SPEC 3 "Cashback item", SPEC 4 "Card status"): PENDING for a while after
// enrolment, then ELIGIBLE when the card carries the card identifier, else NOT_ELIGIBLE.
import type { CashbackStatus } from '../../../src/api/contracts/cashback';
import type { GatewayEnv } from '../env';

export const defaultCashbackPendingSeconds = 180;

/** CASHBACK_PENDING_SECONDS (wrangler.toml var) as a whole number of seconds; the default when unset or invalid. */
export function cashbackPendingSeconds(env: Pick<GatewayEnv, 'CASHBACK_PENDING_SECONDS'>): number {
  const text = env.CASHBACK_PENDING_SECONDS?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : defaultCashbackPendingSeconds;
}

export interface CashbackCard {
  /** Unix seconds. */
  enrolledAt: number;
  hasCardIdentifier: boolean;
}

export function cashbackStatus(card: CashbackCard, now: number, pendingSeconds: number): CashbackStatus {
  if (now - card.enrolledAt < pendingSeconds) return 'PENDING';
  return card.hasCardIdentifier ? 'ELIGIBLE' : 'NOT_ELIGIBLE';
}
