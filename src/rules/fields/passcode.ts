// The one-time passcode field (SPEC 4, SPEC 7): six digits, as the gateway's codes are. Spaces typed between the
// digits (codes are often read out in groups) are dropped, and Arabic-Indic digits read as the digits they are.
import { fieldError, type FieldResult } from './fieldErrors';

export const passcodeLength = 6;

const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The code as sent: the entry without whitespace, in ASCII digits. */
export function passcodeOf(value: string): string {
  return value.replace(/\s+/g, '').replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Blank is required; anything but six digits is `error`. */
export function validatePasscode(value: string): FieldResult {
  const code = passcodeOf(value);
  if (code === '') return fieldError('required');
  return new RegExp(`^\\d{${passcodeLength}}$`).test(code) ? undefined : fieldError('error');
}
