// A labelled text input: description and error tied to the input, invalid state exposed. The browser's own input with a
// label element, so a form page carries no script for what the browser already does (see docs/decisions.md).
import { asciiDigits } from '../rules/fields/digits';
import type { ReactNode, Ref } from 'react';
import { textInputMaxLength } from '../rules/fields/textInput';
import { useFieldWiring } from './useFieldWiring';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface TextFieldProps {
  label: string;
  name?: string;
  id?: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  maxLength?: number;
  placeholder?: string;
  description?: ReactNode;
  /** The message to show; the field is invalid while there is one (SPEC 5: only once touched). */
  errorMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown after the input, inside the field (e.g. a show-password button). */
  adornment?: ReactNode;
  'aria-busy'?: boolean;
}

export function TextField({
  label,
  id,
  description,
  errorMessage,
  inputRef,
  adornment,
  maxLength,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  ...input
}: TextFieldProps) {
  const field = useFieldWiring({ id, description, errorMessage });
  // A numeric or phone field takes the digits of any keyboard (Arabic-Indic, Devanagari, full-width…) as ASCII digits.
  const numeric = input.inputMode === 'numeric' || input.inputMode === 'tel';
  const change = onChange === undefined ? undefined : (typed: string) => onChange(numeric ? asciiDigits(typed) : typed);
  useTypedBeforeHydration(field.id, input.value, change);
  const invalid = field.invalid;
  return (
    <div className="field" data-invalid={invalid || undefined}>
      <label className="field-label" htmlFor={field.id}>
        {label}
      </label>
      <div className="field-control">
        <input
          {...input}
          ref={inputRef}
          id={field.id}
          className="field-input"
          maxLength={maxLength ?? textInputMaxLength}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          {...field.aria}
          data-invalid={invalid || undefined}
          onChange={(event) => change?.(event.target.value)}
        />
        {adornment}
      </div>
      {field.messages}
    </div>
  );
}
