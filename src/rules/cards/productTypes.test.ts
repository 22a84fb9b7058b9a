import { describe, expect, it } from 'vitest';
import { productName, productTypeNames } from './productTypes';

describe('productName (SPEC 3 product-type codes)', () => {
  it.each(Object.entries(productTypeNames))('names code %s %s', (code, name) => {
    expect(productName(code)).toBe(name);
  });

  it.each([['Z'], [''], [null], [undefined], ['toString'], ['a']])('names the unknown code %s Visa Card', (code) => {
    expect(productName(code)).toBe('Visa Card');
  });

  it('prefers a localized name for the code and for unknown codes', () => {
    expect(productName('P', { P: 'Visa Ouro' })).toBe('Visa Ouro');
    expect(productName('N', { P: 'Visa Ouro' })).toBe('Visa Platinum');
    expect(productName('Z', { unknown: 'Cartão Visa' })).toBe('Cartão Visa');
  });
});
