// A group of radio choices on the browser's own radio inputs in a fieldset announced as a radio group: the legend names
// the group, arrow keys move between choices, and the description and error are tied to the group.
// react-aria-components' RadioGroup would add about 4.5 KB gzipped to each page that uses it for what the native group
// does as well (as with the title select).
import type { ReactNode } from 'react';
import { useFieldWiring } from './useFieldWiring';
import { useChosenBeforeHydration } from './useTypedBeforeHydration';

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

export function RadioGroupField<Value extends string>({
  name,
  label,
  description,
  choices,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: RadioGroupFieldProps<Value>) {
  const field = useFieldWiring({ description, errorMessage });
  useChosenBeforeHydration(
    field.id,
    value,
    choices.map((choice) => choice.value),
    onChange,
  );
  return (
    <fieldset
      id={field.id}
      className="field field-radio-group"
      // A fieldset may take the radiogroup role (ARIA in HTML), so screen readers announce the choice as a radio group.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      aria-labelledby={`${field.id}-legend`}
      {...field.aria}
      {...(field.invalid ? { 'data-invalid': 'true' } : {})}
      disabled={isDisabled}
    >
      <legend id={`${field.id}-legend`} className="field-label">
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
      {field.messages}
    </fieldset>
  );
}
