// A labelled choice from a short list (a title, say) as the browser's own select: keyboard and screen-reader support
// come with it, and a page does not carry a popover and list box for five options. Error tied like every field's.
import { useFieldWiring } from './useFieldWiring';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

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
  const field = useFieldWiring({ errorMessage });
  useTypedBeforeHydration(field.id, value, onChange);
  return (
    <div className="field">
      <label className="field-label" htmlFor={field.id}>
        {label}
      </label>
      <select
        id={field.id}
        name={name}
        className="field-input"
        value={value}
        required={isRequired}
        {...field.aria}
        data-invalid={field.invalid || undefined}
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
      {field.messages}
    </div>
  );
}
