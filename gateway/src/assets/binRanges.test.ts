import { describe, expect, it } from 'vitest';
import { productTypeCodes } from '../../../src/api/contracts/assets';
import { binRangeOf, binRanges } from './binRanges';

describe('the BIN range table', () => {
  it('has six-digit bounds in order, each range its own', () => {
    const sorted = [...binRanges].sort((a, b) => a.first.localeCompare(b.first));
    for (const [index, range] of sorted.entries()) {
      expect(range.first).toMatch(/^4\d{5}$/);
      expect(range.last).toMatch(/^4\d{5}$/);
      expect(range.first <= range.last).toBe(true);
      const next = sorted[index + 1];
      if (next) expect(range.last < next.first).toBe(true);
    }
  });

  it('maps every product-type code of SPEC 3 to an accepted or refused range', () => {
    expect(new Set(binRanges.map((range) => range.productType))).toEqual(new Set(productTypeCodes));
  });

  it('gives cashback only to ranges the programme accepts', () => {
    expect(binRanges.filter((range) => range.cashback && !range.eligible)).toEqual([]);
  });

  it.each([
    ['4111111111111111', 'F'],
    ['4110991234567890', 'I2'],
    ['4242424242424242', 'C'],
    ['4000000000000010', 'A'],
    ['4169999999999999', 'S1'],
  ])('finds the range of %s: %s', (pan, productType) => {
    expect(binRangeOf(pan)?.productType).toBe(productType);
  });

  it.each(['4170000000000014', '4242434242424242', '5111111111111111', '41111'])('finds no range for %s', (pan) => {
    expect(binRangeOf(pan)).toBeUndefined();
  });
});
