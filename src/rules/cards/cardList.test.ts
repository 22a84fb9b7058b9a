import { describe, expect, it } from 'vitest';
import { cardListEntries, removalCheck, statusesOfCards, type EnrolledCard } from './cardList';

const card = (id: string, extra: Partial<EnrolledCard> = {}): EnrolledCard => ({
  id,
  lastFour: id.padStart(4, '0').slice(-4),
  productType: 'F',
  isDefault: false,
  status: undefined,
  ...extra,
});

describe("each card's status is the gateway's, from the cashback statement (SPEC 4)", () => {
  it('takes the status of the statement entry ending in the same four digits', () => {
    expect(
      statusesOfCards(
        [card('1111'), card('0013')],
        [
          { pan: '0013', status: 'NOT_ELIGIBLE' },
          { pan: '1111', status: 'PENDING' },
        ],
      ),
    ).toEqual(['PENDING', 'NOT_ELIGIBLE']);
  });

  it('gives cards ending in the same digits the entries ending in them in order', () => {
    expect(
      statusesOfCards(
        [card('a', { lastFour: '4242' }), card('b', { lastFour: '4242' })],
        [
          { pan: '4242', status: 'ELIGIBLE' },
          { pan: '4242', status: 'PENDING' },
        ],
      ),
    ).toEqual(['ELIGIBLE', 'PENDING']);
  });

  it('leaves a card the statement does not name without a status', () => {
    expect(statusesOfCards([card('1111'), card('2222')], [{ pan: '1111', status: 'ELIGIBLE' }])).toEqual(['ELIGIBLE', undefined]);
  });
});

describe('card list entries', () => {
  it('keeps the default card the gateway names', () => {
    expect(cardListEntries([card('1'), card('2', { isDefault: true })]).map((entry) => entry.isDefault)).toEqual([false, true]);
  });

  it('makes the first card default when none is (SPEC 4)', () => {
    expect(cardListEntries([card('1'), card('2')]).map((entry) => entry.isDefault)).toEqual([true, false]);
  });
});

describe('removal and default rules (SPEC 4)', () => {
  const two = cardListEntries([card('1', { isDefault: true }), card('2')]);
  const one = cardListEntries([card('1', { isDefault: true })]);

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
