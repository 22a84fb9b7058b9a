import { describe, expect, it } from 'vitest';
import { fieldError, isFieldErrorId } from './fieldErrors';

describe('field error ids (SPEC 8)', () => {
  it.each([
    ['required', true],
    ['error', true],
    ['mustMatch', true],
    ['passwordRulesError', true],
    ['IncompleteFieldError', true],
    ['incompleteFormateError', true],
    ['invalidAgeError', true],
    ['maxAgeError', true],
    ['incompleteFieldError', false],
    ['tooLong', false],
    ['', false],
  ])('knows %j: %s', (id, known) => {
    expect(isFieldErrorId(id)).toBe(known);
  });

  it.each([
    ['an error without a count', fieldError('mustMatch'), { id: 'mustMatch' }],
    ['a password error with its count', fieldError('passwordRulesError', 2), { id: 'passwordRulesError', count: 2 }],
  ])('builds %s', (_, built, expected) => {
    expect(built).toStrictEqual(expected);
  });
});
