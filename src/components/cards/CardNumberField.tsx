// The card number input (SPEC 4 "Card input", SPEC 5 "Card number"): grouped in fours as typed, at most 19 characters,
// busy (and announced) while the eligibility check runs, then a success icon for an eligible card or an error icon.
import { cardInputMaxLength, formatCardNumber } from '../../rules/cards/cardNumber';
import type { CardEntryStatus } from '../../rules/cards/cardEntry';
import { TextField } from '../TextField';
import { countedText } from '../../content/pluralText';
import type { Texts } from '../../content/textKeys';
import type { CardEntry } from './useCardEntry';

/** The texts of the card field's refusals and of the security code field. */
export const cardFieldTextKeys = [
  'card.invalid',
  'error.tooManyAttempts',
  'card.inactive',
  'card.cvv.label',
  'card.cvv.required',
  'card.cvv.invalid',
  'card.cvv.mismatch',
] as const;
type CardFieldTexts = Pick<Texts, (typeof cardFieldTextKeys)[number]>;

/** Why the number is refused, in the screen's words: a throttled check, a card not yet activated, or no card we accept. */
export function cardNumberMessage(entry: CardEntry, texts: CardFieldTexts): string {
  if (entry.waitMinutes !== undefined) return countedText(texts['error.tooManyAttempts'], entry.waitMinutes, { minutes: entry.waitMinutes });
  return entry.inactive ? texts['card.inactive'] : texts['card.invalid'];
}

/** The security code field of a site with capture_cvv, else undefined. */
export function cvvFieldOf(entry: CardEntry, texts: CardFieldTexts, captureCvv: boolean): CardNumberFieldProps['cvv'] {
  if (!captureCvv) return undefined;
  const problem = entry.cvvProblem;
  return { label: texts['card.cvv.label'], value: entry.cvv, onChange: entry.setCvv, errorMessage: problem && texts[`card.cvv.${problem}`] };
}

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
  /** pan_capture.capture_cvv: the security code field beside the number (never kept beyond the field). */
  cvv?: { label: string; value: string; onChange: (value: string) => void; errorMessage: string | undefined } | undefined;
}

export function CardNumberField({ label, value, onChange, status, errorMessage, checkingLabel, placeholder, isRequired, cvv }: CardNumberFieldProps) {
  return (
    <>
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
      {cvv && (
        <TextField
          name="cvv"
          label={cvv.label}
          value={cvv.value}
          onChange={cvv.onChange}
          maxLength={4}
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
          errorMessage={cvv.errorMessage}
        />
      )}
    </>
  );
}
