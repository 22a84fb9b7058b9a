import { describe, expect, it } from 'vitest';
import { otpValidityMs } from '../../site/authState';
import { checkExpiresAt } from './oneTimeCheck';

const now = 1_700_000_000_000;

describe('when a passed check ends (SPEC 4, SPEC 9: 15 minutes)', () => {
  it.each<[string, number | undefined, number]>([
    ['15 minutes by default', undefined, now + otpValidityMs],
    ['the gateway’s validity when shorter', 300, now + 300_000],
    ['never longer than 15 minutes', 3600, now + otpValidityMs],
    ['15 minutes for a validity that is no time', 0, now + otpValidityMs],
    ['15 minutes for a negative validity', -5, now + otpValidityMs],
    ['15 minutes for a validity that is not a number', Number.NaN, now + otpValidityMs],
  ])('is %s', (_, expiresIn, expected) => {
    expect(checkExpiresAt(now, expiresIn)).toBe(expected);
  });
});
