import { describe, expect, it } from 'vitest';
import { checkCard, refusedAsInactive } from './cardCheck';

describe('whether a card number may be enrolled (the demo numbers of binRanges.ts)', () => {
  it.each([
    ['4000000000000010', 'A', true],
    ['4020000000000016', 'C', true],
    ['4242424242424242', 'C', true],
    ['4050000000000019', 'G', true],
    ['4140000000000011', 'N', true],
    ['4150000000000018', 'P', true],
    ['4111111111111111', 'F', true],
    ['4130000000000021', 'L', false],
    ['4130000000000013', 'L', false],
  ])('accepts %s as %s (cashback: %s)', (pan, productType, cashback) => {
    const check = checkCard(pan);
    expect(check.eligible).toBe(true);
    if (check.eligible) expect({ productType: check.range.productType, cashback: check.range.cashback }).toEqual({ productType, cashback });
  });

  it.each([
    ['a corporate card', '4120000000000015', 'K'],
    ['a purchasing card', '4160000000000016', 'S1'],
    ['a number of no range', '4170000000000014', null],
    ['a wrong check digit', '4111111111111112', null],
    ['15 digits', '411111111111111', null],
    ['17 digits', '41111111111111111', null],
    ['a number not starting with 4', '5555555555554444', null],
    ['an empty value', '', null],
    ['spaces between the groups', '4111 1111 1111 1111', null],
  ])('refuses %s', (_name, pan, productType) => {
    expect(checkCard(pan)).toEqual({ eligible: false, productType });
  });
});

describe('cards not yet activated (pan_capture.check_card_active_status)', () => {
  it.each<[string, boolean, boolean]>([
    ['4180000000000012', true, true],
    ['4180000000000012', false, false],
    ['4000000000000010', true, false],
    ['4120000000000015', true, false],
  ])('%s with the check %s is refused as inactive: %s', (pan, checkActiveStatus, refused) => {
    expect(refusedAsInactive(checkCard(pan), checkActiveStatus)).toBe(refused);
  });
});
