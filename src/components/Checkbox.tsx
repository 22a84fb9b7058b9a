// A checkbox with its label and, when invalid, an error tied to it. The browser's own checkbox under a drawn box: it
// needs no script to be focused, toggled, labelled or announced, which keeps every form page within its budget.
import type { ReactNode } from 'react';
import { useFieldWiring } from './useFieldWiring';
import { useTickedBeforeHydration } from './useTypedBeforeHydration';

export interface CheckboxProps {
  children: ReactNode;
  name?: string;
  id?: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | undefined;
  /** A line under the box, tied to it (aria-describedby). */
  description?: ReactNode;
}

export function Checkbox({ children, name, id, isSelected, onChange, isRequired, isDisabled, errorMessage, description }: CheckboxProps) {
  const field = useFieldWiring({ id, errorMessage, description });
  useTickedBeforeHydration(field.id, isSelected, onChange);
  const invalid = field.invalid;
  return (
    <div className="field field-checkbox">
      <label
        className="checkbox"
        htmlFor={field.id}
        data-selected={isSelected || undefined}
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          type="checkbox"
          className="checkbox-input"
          id={field.id}
          name={name}
          checked={isSelected}
          required={isRequired}
          disabled={isDisabled}
          {...field.aria}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 18 18" focusable="false">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span className="checkbox-label">{children}</span>
      </label>
      {field.messages}
    </div>
  );
}
