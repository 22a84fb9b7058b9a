import { describe, expect, it } from 'vitest';
import { cashbackPendingSeconds, cashbackStatus, defaultCashbackPendingSeconds } from './cashbackStatus';

describe('cashback status over time (SPEC 4 "Card status")', () => {
  const enrolledAt = 1_800_000_000;
  it.each([
    ['just enrolled, with the card identifier', 0, true, 'PENDING'],
    ['one second before the pending time ends', 179, true, 'PENDING'],
    ['when the pending time ends, with the card identifier', 180, true, 'ELIGIBLE'],
    ['when the pending time ends, without it', 180, false, 'NOT_ELIGIBLE'],
    ['just enrolled, without the card identifier', 0, false, 'PENDING'],
    ['long after, without it', 86_400, false, 'NOT_ELIGIBLE'],
  ] as const)('%s: %s', (_name, elapsed, hasCardIdentifier, status) => {
    expect(cashbackStatus({ enrolledAt, hasCardIdentifier }, enrolledAt + elapsed, 180)).toBe(status);
  });

  it.each([
    [undefined, defaultCashbackPendingSeconds],
    ['60', 60],
    [' 0 ', 0],
    ['-5', defaultCashbackPendingSeconds],
    ['soon', defaultCashbackPendingSeconds],
    ['1.5', defaultCashbackPendingSeconds],
  ])('reads CASHBACK_PENDING_SECONDS %j as %s', (value, seconds) => {
    expect(cashbackPendingSeconds(value === undefined ? {} : { CASHBACK_PENDING_SECONDS: value })).toBe(seconds);
  });
});
