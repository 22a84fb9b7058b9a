import { describe, expect, it } from 'vitest';
import { validateEmail } from '../rules/fields/email';
import { validatePasscode } from '../rules/fields/passcode';
import { oneFieldRule } from './useFormFields';

describe('the check of a one-field form', () => {
  it('answers no errors for a valid entry', () => {
    expect(oneFieldRule('email', validateEmail)({ email: 'ana@example.com' })).toEqual({});
    expect(oneFieldRule('passcode', validatePasscode)({ passcode: '123456' })).toEqual({});
  });

  it("puts the rule's error under the field's name", () => {
    expect(oneFieldRule('email', validateEmail)({ email: '' })).toEqual({ email: validateEmail('') });
    expect(oneFieldRule('passcode', validatePasscode)({ passcode: '12' })).toEqual({ passcode: validatePasscode('12') });
    expect(validatePasscode('12')).toBeDefined();
  });
});
