import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './fieldErrorText';

const texts = {
  'field.required': 'Please fill in this field.',
  'field.invalid': 'Please check this entry.',
  'field.passwordRulesError': { language: 'en', forms: { one: '{{count}} password rule is not met.', other: '{{count}} password rules are not met.' } },
  'field.invalidAgeError': { language: 'en', forms: { one: 'You must be at least {{minAge}} year old.', other: 'You must be at least {{minAge}} years old.' } },
  'field.email.invalid': 'Please enter an e-mail address like name@example.com.',
};

describe('fieldErrorText', () => {
  it('is nothing without an error', () => {
    expect(fieldErrorText(texts, 'email', undefined)).toBeUndefined();
  });

  it("prefers the field's own wording", () => {
    expect(fieldErrorText(texts, 'email', { id: 'error' })).toBe('Please enter an e-mail address like name@example.com.');
    expect(fieldErrorText(texts, 'phone', { id: 'error' })).toBe('Please check this entry.');
  });

  it('fills the count of failed password rules and other values, in the plural form the number takes', () => {
    expect(fieldErrorText(texts, 'password', { id: 'passwordRulesError', count: 2 })).toBe('2 password rules are not met.');
    expect(fieldErrorText(texts, 'password', { id: 'passwordRulesError', count: 1 })).toBe('1 password rule is not met.');
    expect(fieldErrorText(texts, 'dob', { id: 'invalidAgeError' }, { minAge: 18 })).toBe('You must be at least 18 years old.');
  });

  it('chooses the form by the plural rules of the language the text is written in', () => {
    const polish = {
      'field.passwordRulesError': {
        language: 'pl',
        forms: { one: '{{count}} reguła', few: '{{count}} reguły', many: '{{count}} reguł', other: '{{count}} reguły (ułamek)' },
      },
    };
    expect([1, 2, 5, 22, 25].map((count) => fieldErrorText(polish, 'password', { id: 'passwordRulesError', count }))).toEqual([
      '1 reguła',
      '2 reguły',
      '5 reguł',
      '22 reguły',
      '25 reguł',
    ]);
  });
});
