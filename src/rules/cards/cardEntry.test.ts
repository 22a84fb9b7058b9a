import { describe, expect, it } from 'vitest';
import { canSubmitCard, cardEntryStatus, isDuplicateCard } from './cardEntry';

describe('card entry (SPEC 4, SPEC 5)', () => {
  it.each([
    ['', 'untouched'],
    ['4111 1111 1111 1111', 'valid'],
    ['4111111111111111', 'valid'],
    ['4111 1111 1111', 'invalid'],
    ['5111 1111 1111 1111', 'invalid'],
    ['4111 1111 1111 111x', 'invalid'],
  ] as const)('shows %j as %s', (value, status) => {
    expect(cardEntryStatus(value, [])).toBe(status);
  });

  it('marks a number already in the list as invalid, spaces aside', () => {
    expect(isDuplicateCard('4111 1111 1111 1111', ['4111111111111111'])).toBe(true);
    expect(cardEntryStatus('4111 1111 1111 1111', ['4111111111111111'])).toBe('invalid');
    expect(isDuplicateCard('', [''])).toBe(false);
  });

  it.each([
    ['', 'untouched', false],
    ['4111 1111 1111 1111', 'valid', true],
    ['4111 1111 1111 1111', 'checking', false],
    ['4111', 'invalid', false],
  ] as const)('lets %j (%s) be submitted: %s', (value, status, expected) => {
    expect(canSubmitCard(value, status)).toBe(expected);
  });
});
