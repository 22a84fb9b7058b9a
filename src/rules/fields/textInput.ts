// Text input limits and when a field shows its message (SPEC 5 "Form widgets", SPEC 9).
import type { FieldError } from './fieldErrors';

/** Default maxLength of a text input (SPEC 9). */
export const textInputMaxLength = 100;

export interface FieldState {
  readonly touched: boolean;
  /** One rule's result, or the results of several rules in the order they ran. */
  readonly error: FieldError | undefined | readonly (FieldError | undefined)[];
}

