// A labelled choice from a short list (a title, say) as the browser's own select: keyboard and screen-reader support
// come with it, and a page does not carry a popover and list box for five options. Error tied like every field's.
import { useId } from 'react';

export interface SelectOption {
  key: string;
  value: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  /** Text of the empty first option. */
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string | undefined;
}

export function SelectField({ name, label, placeholder, options, value, onChange, onBlur, isRequired, errorMessage }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field-input"
        value={value}
        required={isRequired}
        aria-invalid={errorMessage === undefined ? undefined : true}
        aria-describedby={errorMessage === undefined ? undefined : errorId}
        data-invalid={errorMessage === undefined ? undefined : true}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.value}
          </option>
        ))}
      </select>
      {errorMessage !== undefined && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
