// The card input's states of SPEC 4 ("untouched, then dirty and valid or invalid; loading while the eligibility check
// runs") and the local checks of SPEC 5 before the server is asked.
import { isValidCardNumber } from './cardNumber';

export type CardEntryStatus = 'untouched' | 'valid' | 'invalid' | 'checking';

/** Digits only: how numbers are compared and sent (SPEC 5: duplicates compared with spaces removed). */
export function cardDigits(value: string): string {
  return value.replace(/\s/g, '');
}

export function isDuplicateCard(value: string, held: readonly string[]): boolean {
  const digits = cardDigits(value);
  return digits !== '' && held.some((number) => cardDigits(number) === digits);
}

/** What the input shows as typed: untouched while empty, else valid or invalid by format and duplicates. */
export function cardEntryStatus(value: string, held: readonly string[]): Exclude<CardEntryStatus, 'checking'> {
  if (value === '') return 'untouched';
  return isValidCardNumber(value) && cardDigits(value).length === 16 && !isDuplicateCard(value, held) ? 'valid' : 'invalid';
}

/** SPEC 4 "Enrolment": the button works only for a valid, non-empty number and never while a check runs. */
export function canSubmitCard(value: string, status: CardEntryStatus): boolean {
  return value !== '' && status !== 'checking' && status !== 'invalid';
}
