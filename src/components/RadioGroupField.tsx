// A choice of one among a few, on react-aria-components' RadioGroup: a labelled group, arrow keys between options,
// the error tied to the group.
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupFieldProps {
  name: string;
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  isRequired?: boolean;
  errorMessage?: string | undefined;
}

export function RadioGroupField({ name, label, options, value, onChange, isRequired, errorMessage }: RadioGroupFieldProps) {
  return (
    <RadioGroup
      className="field radio-group"
      name={name}
      value={value}
      onChange={onChange}
      isRequired={isRequired ?? false}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className="field-label">{label}</Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="radio">
          <span className="radio-circle" aria-hidden="true"></span>
          <span>{option.label}</span>
        </Radio>
      ))}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
