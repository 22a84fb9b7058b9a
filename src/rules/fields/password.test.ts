import { describe, expect, it } from 'vitest';
import { confirmPassword, failedPasswordRules, validatePassword } from './password';

describe('password (SPEC 5)', () => {
  it.each([
    ['accepts a password meeting every rule', 'Secret#12', undefined],
    ['accepts a special character first', '#Secret12', undefined],
    ['rejects an empty password as required', '', { id: 'required' }],
    ['counts one failure for seven characters', 'Secr#12', { id: 'passwordRulesError', count: 1 }],
    ['counts a missing digit', 'Secret#ab', { id: 'passwordRulesError', count: 1 }],
    ['counts a missing lower-case letter', 'SECRET#12', { id: 'passwordRulesError', count: 1 }],
    ['counts a missing upper-case letter', 'secret#12', { id: 'passwordRulesError', count: 1 }],
    ['counts a missing special character', 'Secret123', { id: 'passwordRulesError', count: 1 }],
    ['counts whitespace', 'Secret #12', { id: 'passwordRulesError', count: 1 }],
    ['counts several failures', 'secret', { id: 'passwordRulesError', count: 4 }],
    ['counts every failure of a single space', ' ', { id: 'passwordRulesError', count: 6 }],
  ])('%s', (_, password, error) => {
    expect(validatePassword(password)).toStrictEqual(error);
  });

  it.each([
    ['lists every broken rule in order', 'abc', ['minLength', 'digit', 'upperCase', 'special']],
    ['lists nothing for a good password', 'Secret#12', []],
  ])('%s', (_, password, names) => {
    expect(failedPasswordRules(password)).toStrictEqual(names);
  });
});

describe('confirm password (SPEC 5)', () => {
  it.each([
    ['accepts an equal confirmation', 'Secret#12', 'Secret#12', undefined],
    ['rejects a different confirmation', 'Secret#12', 'Secret#13', 'mustMatch'],
    ['rejects a confirmation differing only in case', 'Secret#12', 'secret#12', 'mustMatch'],
    ['rejects a confirmation with a trailing space', 'Secret#12', 'Secret#12 ', 'mustMatch'],
    ['rejects an empty confirmation as required', 'Secret#12', '', 'required'],
  ])('%s', (_, password, confirm, id) => {
    expect(confirmPassword(password, confirm)?.id).toBe(id);
  });
});
