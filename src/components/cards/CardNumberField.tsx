// The card number input (SPEC 4 "Card input", SPEC 5 "Card number"): grouped in fours as typed, at most 19 characters,
// busy (and announced) while the eligibility check runs, then a success icon for an eligible card or an error icon.
import { cardInputMaxLength, formatCardNumber } from '../../rules/cards/cardNumber';
import type { CardEntryStatus } from '../../rules/cards/cardEntry';
import { TextField } from '../TextField';

export interface CardNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  status: CardEntryStatus;
  /** Shown when the status is invalid (content's 'A valid Visa card is required', or the site's own). */
  errorMessage: string;
  /** Announced while the check runs. */
  checkingLabel: string;
  placeholder?: string;
  isRequired?: boolean;
}

export function CardNumberField({ label, value, onChange, status, errorMessage, checkingLabel, placeholder, isRequired }: CardNumberFieldProps) {
  return (
    <TextField
      name="pan"
      label={label}
      value={value}
      onChange={(typed) => onChange(formatCardNumber(typed))}
      maxLength={cardInputMaxLength}
      inputMode="numeric"
      autoComplete="cc-number"
      isRequired={isRequired ?? false}
      aria-busy={status === 'checking'}
      {...(placeholder === undefined ? {} : { placeholder })}
      errorMessage={status === 'invalid' ? errorMessage : undefined}
      adornment={
        // A live region present from the start, so the checking state is announced when it begins.
        <span className="field-status" data-status={status} role="status">
          {status === 'checking' && (
            <>
              <span className="spinner spinner-small" aria-hidden="true"></span>
              <span className="visually-hidden">{checkingLabel}</span>
            </>
          )}
          {status === 'valid' && <span aria-hidden="true">✓</span>}
          {status === 'invalid' && <span aria-hidden="true">!</span>}
        </span>
      }
    />
  );
}
