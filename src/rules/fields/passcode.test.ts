import { describe, expect, it } from 'vitest';
import { fieldError } from './fieldErrors';
import { passcodeOf, validatePasscode } from './passcode';

describe('the passcode field', () => {
  it.each<[string, string, ReturnType<typeof validatePasscode>]>([
    ['six digits', '123456', undefined],
    ['six digits read out in groups', '123 456', undefined],
    ['six digits with spaces around', ' 123456 ', undefined],
    ['blank', '', fieldError('required')],
    ['only spaces', '   ', fieldError('required')],
    ['five digits', '12345', fieldError('error')],
    ['seven digits', '1234567', fieldError('error')],
    ['letters', '12a456', fieldError('error')],
    ['Arabic-Indic digits', '١٢٣٤٥٦', undefined],
    ['Eastern Arabic-Indic digits', '۱۲۳۴۵۶', undefined],
    ['other scripts’ digits', '१२३४५६', fieldError('error')],
  ])('%s', (_, value, expected) => {
    expect(validatePasscode(value)).toEqual(expected);
  });

  it('sends the code without whitespace, in ASCII digits', () => {
    expect(passcodeOf(' 123 456 ')).toBe('123456');
    expect(passcodeOf('٠١٢ ٧٨٩')).toBe('012789');
    expect(passcodeOf('۰۴۵۶۷۹')).toBe('045679');
  });
});
