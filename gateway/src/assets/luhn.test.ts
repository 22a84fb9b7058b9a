import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn';

describe('the Luhn check digit', () => {
  it.each([
    ['4111111111111111', true],
    ['4242424242424242', true],
    ['4000000000000010', true],
    ['4111111111111112', false],
    ['4000000000000011', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['4111 1111 1111 1111', false],
    ['411111111111111a', false],
  ])('%j passes: %s', (digits, passes) => {
    expect(passesLuhn(digits)).toBe(passes);
  });
});
