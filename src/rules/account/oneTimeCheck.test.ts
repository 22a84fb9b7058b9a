import { describe, expect, it } from 'vitest';
import { otpValidityMs } from '../../site/authState';
import { checkExpiresAt, isCheckValid } from './oneTimeCheck';

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

describe('whether a stored check still holds', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['an end still ahead', String(now + 1), true],
    ['an end reached', String(now), false],
    ['an end past', String(now - 1), false],
    ['none stored', null, false],
    ['nothing at all', undefined, false],
    ['text that is no time', 'tomorrow', false],
    ['a negative number', `-${now + 1}`, false],
    ['a number in exponent form', '1e20', false],
    ['an empty value', '', false],
  ])('%s: %s', (_, stored, expected) => {
    expect(isCheckValid(stored, now)).toBe(expected);
  });
});
