// The card input's states of SPEC 4 ("untouched, then dirty and valid or invalid; loading while the eligibility check
// runs") and the local checks of SPEC 5 before the server is asked.
import { isValidCardNumber } from './cardNumber';

/** `unchecked`: a complete, well-formed number the gateway has not answered for yet; `valid` only for an eligible one. */
export type CardEntryStatus = 'untouched' | 'unchecked' | 'checking' | 'valid' | 'invalid';

/** What the field knows of the gateway: the number it is asking about, and its last answer with the number it was for. */
export interface EligibilityState {
  checking: string | undefined;
  /** `waitMinutes`: the gateway refused to check for now (429) and named its wait; the number is not known to be bad. */
  answer: { digits: string; eligible: boolean; waitMinutes?: number | undefined; inactive?: boolean | undefined } | undefined;
}

const notAsked: EligibilityState = { checking: undefined, answer: undefined };

/** Digits only: how numbers are compared and sent (SPEC 5: duplicates compared with spaces removed). */
export function cardDigits(value: string): string {
  return value.replace(/\s/g, '');
}

export function isDuplicateCard(value: string, held: readonly string[]): boolean {
  const digits = cardDigits(value);
  return digits !== '' && held.some((number) => cardDigits(number) === digits);
}

/**
 * What the input shows: untouched while empty, invalid by format or duplicates, then the gateway's word on this very
 * number (an answer for another number, typed before, counts for nothing).
 */
export function cardEntryStatus(value: string, held: readonly string[], eligibility: EligibilityState = notAsked): CardEntryStatus {
  if (value === '') return 'untouched';
  if (!isValidCardNumber(value) || cardDigits(value).length !== 16 || isDuplicateCard(value, held)) return 'invalid';
  const digits = cardDigits(value);
  if (eligibility.checking === digits) return 'checking';
  if (eligibility.answer?.digits === digits) return eligibility.answer.eligible ? 'valid' : 'invalid';
  return 'unchecked';
}

/** SPEC 4 "Enrolment": the button works only for a valid, non-empty number and never while a check runs. */
export function canSubmitCard(value: string, status: CardEntryStatus): boolean {
  return value !== '' && status !== 'checking' && status !== 'invalid';
}

/** Whether the gateway refused this very number as not activated by its issuer (pan_capture.check_card_active_status). */
export function isInactiveCard(value: string, eligibility: EligibilityState): boolean {
  const answer = eligibility.answer;
  return answer !== undefined && answer.digits === cardDigits(value) && answer.inactive === true;
}

/** A card's security code as typed (capture_cvv): missing, not three or four digits, or fit to send. */
export function securityCodeProblem(value: string): 'required' | 'invalid' | undefined {
  const code = value.trim();
  return code === '' ? 'required' : /^\d{3,4}$/.test(code) ? undefined : 'invalid';
}

/** Minutes to wait before the number can be checked, when the gateway refused to check this very number for now. */
export function checkWaitMinutes(value: string, eligibility: EligibilityState): number | undefined {
  const answer = eligibility.answer;
  return answer !== undefined && answer.digits === cardDigits(value) ? answer.waitMinutes : undefined;
}
