import { describe, expect, it } from 'vitest';
import { cardInputMaxLength, formatCardNumber, isValidCardNumber, maskCardNumber } from './cardNumber';

describe('card number formatting as typed', () => {
  it.each([
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 1111x1111', '4111 1111 1111 1111'],
    ['41111111111111119999', '4111 1111 1111 1111'],
  ])('%j -> %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
    expect(formatCardNumber(input).length).toBeLessThanOrEqual(cardInputMaxLength);
  });
});

describe('card number validator', () => {
  it.each([
    ['', true],
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['5111111111111111', false],
    ['411111111111111', false],
    ['41111111111111111', false],
    ['4111 11111111 1111', false],
    ['4111-1111-1111-1111', false],
  ])('%j is %s', (value, valid) => {
    expect(isValidCardNumber(value)).toBe(valid);
  });
});

describe('card number masking', () => {
  it.each([
    ['4111111111111111', '•••• •••• •••• 1111'],
    ['4111 1111 1111 1234', '•••• •••• •••• 1234'],
    ['1234', '•••• •••• •••• 1234'],
  ])('%j shows as %j', (value, masked) => {
    expect(maskCardNumber(value)).toBe(masked);
  });
});
