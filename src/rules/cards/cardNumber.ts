// Card number rules of SPEC 5: formatting as typed, the validator, and masking for display.

/** Longest card input: 16 digits in four groups with three spaces (SPEC 9). */
export const cardInputMaxLength = 19;

/** Digits only, in groups of four, cut at the input's maximum length. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, cardInputMaxLength);
}

/** Starts with 4 and has 16 digits, optionally grouped in fours by spaces; an empty value passes (SPEC 5). */
export function isValidCardNumber(value: string): boolean {
  if (value === '') return true;
  return /^4\d{15}$/.test(value) || /^4\d{3}(?: \d{4}){3}$/.test(value);
}

/**
 * All digits but the last four become dots, grouped in fours; a four-digit value (last four only) shows as
 * three dotted groups plus the digits (SPEC 5 "Masking").
 */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const padded = digits.length <= 4 ? `${'•'.repeat(12)}${digits}` : `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  return padded.replace(/(.{4})(?=.)/g, '$1 ');
}
