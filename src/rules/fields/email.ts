// E-mail address rule (SPEC 5 "E-mail").
import { fieldError, type FieldResult } from './fieldErrors';

/** RFC 5321's limit on a whole address. */
export const emailMaxLength = 254;

/** One @, a local part without spaces, and a domain of two or more dot-separated labels. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Checks the trimmed value; blank is required, since the e-mail is the sign-in identifier. */
export function validateEmail(value: string): FieldResult {
  const email = value.trim();
  if (email === '') return fieldError('required');
  return email.length <= emailMaxLength && emailPattern.test(email) ? undefined : fieldError('error');
}
