import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits';
import { formatCardNumber } from '../cards/cardNumber';
import { dobFieldInput } from './dateOfBirth';

describe('asciiDigits', () => {
  it.each([
    ['Arabic-Indic', '٤٢٤٢ ٤٢٤٢', '4242 4242'],
    ['Extended Arabic-Indic (Urdu, Persian)', '۱۲۳۴۵۶', '123456'],
    ['Devanagari', '१९९०', '1990'],
    ['Bengali', '০৯৮৭', '0987'],
    ['Thai', '๑๒๓', '123'],
    ['Lao', '໔໕໖', '456'],
    ['Myanmar', '၇၈၉', '789'],
    ['Khmer', '១២៣', '123'],
    ['full-width', '１２３４', '1234'],
    ['ASCII', '0123456789', '0123456789'],
  ])('writes %s digits as ASCII', (_, typed, expected) => {
    expect(asciiDigits(typed)).toBe(expected);
  });

  it('leaves letters, spaces and signs as they are', () => {
    expect(asciiDigits('+٩٧١ 50 abc-')).toBe('+971 50 abc-');
  });

  it('lets the numeric fields keep what an Arabic or Hindi keyboard typed', () => {
    expect(formatCardNumber(asciiDigits('٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢'))).toBe('4242 4242 4242 4242');
    expect(dobFieldInput('yyyy', asciiDigits('१९९०'))).toBe('1990');
  });
});
