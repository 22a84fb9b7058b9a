import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';

describe('the common-password list', () => {
  it.each([
    ['a listed password', 'password'],
    ['a listed password in other letter case', 'P@ssw0rd'],
    ['a listed word followed by digits and symbols', 'Password1!'],
    ['a listed word followed by a year', 'Qwerty2024$'],
    ['a listed password meeting every rule', 'Zaq!2wsx'],
  ])('flags %s (%s)', (_, password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    ['the demo password', 'Demo-Passw0rd!'],
    ['a long random phrase', 'Correct-Horse-Battery-Staple-9'],
    ['a short listed stem with a suffix', 'abc!'],
    ['an empty password', ''],
  ])('passes %s (%s)', (_, password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
