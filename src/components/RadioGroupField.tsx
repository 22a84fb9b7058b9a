// A group of radio choices on the browser's own radio inputs in a fieldset announced as a radio group: the legend names
// the group, arrow keys move between choices, and the description and error are tied to the group.
// react-aria-components' RadioGroup would add about 4.5 KB gzipped to each page that uses it for what the native group
// does as well (as with the title select).
import { useId, type ReactNode } from 'react';

export interface RadioChoice<Value extends string> {
  value: Value;
  label: string;
}

export interface RadioGroupFieldProps<Value extends string> {
  name: string;
  label: string;
  description?: ReactNode;
  choices: readonly RadioChoice<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

export function RadioGroupField<Value extends string>({ name, label, description, choices, value, onChange, errorMessage, isDisabled }: RadioGroupFieldProps<Value>) {
  const id = useId();
  const describedBy = [description === undefined ? undefined : `${id}-description`, errorMessage === undefined ? undefined : `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className="field field-radio-group"
      // A fieldset may take the radiogroup role (ARIA in HTML), so screen readers announce the choice as a radio group.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
      {...(errorMessage === undefined ? {} : { 'data-invalid': 'true', 'aria-invalid': true })}
      disabled={isDisabled}
    >
      <legend id={`${id}-legend`} className="field-label">
        {label}
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="radio">
          <input
            type="radio"
            className="radio-input"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="radio-label">{choice.label}</span>
        </label>
      ))}
      {description !== undefined && (
        <span id={`${id}-description`} className="field-description">
          {description}
        </span>
      )}
      {errorMessage !== undefined && (
        <span id={`${id}-error`} className="field-error">
          {errorMessage}
        </span>
      )}
    </fieldset>
  );
}
