// A labelled text input: description and error tied to the input, invalid state exposed. The browser's own input with a
// label element, so a form page carries no script for what the browser already does (see docs/decisions.md).
import { useId, type ReactNode, type Ref } from 'react';
import { textInputMaxLength } from '../rules/fields/textInput';

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

export function TextField({ label, id, description, errorMessage, inputRef, adornment, maxLength, onChange, isRequired, isDisabled, isReadOnly, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const invalid = errorMessage !== undefined;
  const describedBy = [description !== undefined ? descriptionId : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={invalid || undefined}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-control">
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className="field-input"
          maxLength={maxLength ?? textInputMaxLength}
          required={isRequired}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          data-invalid={invalid || undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {adornment}
      </div>
      {description !== undefined && (
        <span id={descriptionId} className="field-description">
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
