// Password and confirm-password rules (SPEC 5 "Password", "Confirm password").
import { fieldError, type FieldResult } from './fieldErrors';

const passwordMinLength = 8;

/**
 * The rules whose failures passwordRulesError counts. A special character is anything that is not an ASCII
 * letter, digit or whitespace, anywhere in the password (SPEC 5 reads the ambiguous source this way).
 */
const passwordRules = [
  { name: 'minLength', passes: (password: string) => password.length >= passwordMinLength },
  { name: 'digit', passes: (password: string) => /\d/.test(password) },
  { name: 'lowerCase', passes: (password: string) => /[a-z]/.test(password) },
  { name: 'upperCase', passes: (password: string) => /[A-Z]/.test(password) },
  { name: 'special', passes: (password: string) => /[^A-Za-z0-9\s]/.test(password) },
  { name: 'noWhitespace', passes: (password: string) => !/\s/.test(password) },
] as const;

export type PasswordRuleName = (typeof passwordRules)[number]['name'];

/** Names of the rules the password breaks, in table order, for a checklist beside the field. */
export function failedPasswordRules(password: string): PasswordRuleName[] {
  return passwordRules.filter((rule) => !rule.passes(password)).map((rule) => rule.name);
}

/** Empty is required; otherwise passwordRulesError with the number of broken rules. */
export function validatePassword(password: string): FieldResult {
  if (password === '') return fieldError('required');
  const failed = failedPasswordRules(password).length;
  return failed === 0 ? undefined : fieldError('passwordRulesError', failed);
}

/** Compared exactly, without trimming, since the password is not trimmed either. */
export function confirmPassword(password: string, confirm: string): FieldResult {
  if (confirm === '') return fieldError('required');
  return confirm === password ? undefined : fieldError('mustMatch');
}
