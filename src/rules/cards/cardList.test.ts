import { describe, expect, it } from 'vitest';
import { cardListEntries, cardStatus, removalCheck, type EnrolledCard } from './cardList';

const card = (id: string, extra: Partial<EnrolledCard> = {}): EnrolledCard => ({
  id,
  lastFour: id.padStart(4, '0').slice(-4),
  productType: 'F',
  isDefault: false,
  hasCardIdentifier: false,
  ...extra,
});

describe('card status (SPEC 4)', () => {
  it.each([
    ['a newly enrolled card', card('1', { hasCardIdentifier: true }), new Set(['1']), 'Pending'],
    ['a card with the card identifier', card('1', { hasCardIdentifier: true }), new Set<string>(), 'Eligible'],
    ['a card without it', card('1'), new Set<string>(), 'Not_Eligible'],
  ])('is %s -> status', (_name, entry, newly, status) => {
    expect(cardStatus(entry, newly)).toBe(status);
  });
});

describe('card list entries', () => {
  it('keeps the default card the gateway names', () => {
    expect(cardListEntries([card('1'), card('2', { isDefault: true })], new Set()).map((entry) => entry.isDefault)).toEqual([false, true]);
  });

  it('makes the first card default when none is (SPEC 4)', () => {
    expect(cardListEntries([card('1'), card('2')], new Set()).map((entry) => entry.isDefault)).toEqual([true, false]);
  });
});

describe('removal and default rules (SPEC 4)', () => {
  const two = cardListEntries([card('1', { isDefault: true }), card('2')], new Set());
  const one = cardListEntries([card('1', { isDefault: true })], new Set());

  it.each([
    ['a non-default card of two', two, '2', false, 'allowed'],
    ['the default card of two', two, '1', false, 'defaultCard'],
    ['the only card, cards optional', one, '1', false, 'defaultCard'],
    ['the only card, cards required', one, '1', true, 'lastRequired'],
    ['an unknown card', two, '9', false, 'defaultCard'],
  ] as const)('%s: %s', (_name, entries, id, required, kind) => {
    expect(removalCheck(entries, id, { required })).toEqual({ kind });
  });
});
