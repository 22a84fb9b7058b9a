import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './fieldErrorText';

const texts = {
  'field.required': 'Please fill in this field.',
  'field.invalid': 'Please check this entry.',
  'field.passwordRulesError': 'Password rules not met: {{count}}.',
  'field.invalidAgeError': 'You must be at least {{minAge}} years old.',
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

  it('fills the count of failed password rules and other values', () => {
    expect(fieldErrorText(texts, 'password', { id: 'passwordRulesError', count: 2 })).toBe('Password rules not met: 2.');
    expect(fieldErrorText(texts, 'dob', { id: 'invalidAgeError' }, { minAge: 18 })).toBe('You must be at least 18 years old.');
  });
});
