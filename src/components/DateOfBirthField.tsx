// Date of birth in three fields ordered by the site's date_format (SPEC 5): one group with a legend, a label per part,
// digits only, and the group's one error tied to every part.
import { useId } from 'react';
import { Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { dobFieldInput, dobFieldLength, type DobField, type DobParts } from '../rules/dateOfBirth';

export interface DateOfBirthFieldProps {
  legend: string;
  partLabels: Readonly<Record<DobField, string>>;
  order: readonly DobField[];
  value: DobParts;
  onChange: (value: DobParts) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string | undefined;
}

const autoComplete = { mm: 'bday-month', dd: 'bday-day', yyyy: 'bday-year' } as const satisfies Record<DobField, string>;

export function DateOfBirthField({ legend, partLabels, order, value, onChange, onBlur, isRequired, errorMessage }: DateOfBirthFieldProps) {
  const errorId = `${useId()}-error`;
  const invalid = errorMessage !== undefined;
  return (
    <fieldset className="field field-group" aria-describedby={invalid ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="field-parts">
        {order.map((part) => (
          <AriaTextField
            key={part}
            className="field field-part"
            data-part={part}
            name={`dob.${part}`}
            value={value[part]}
            onChange={(typed) => onChange({ ...value, [part]: dobFieldInput(part, typed) })}
            {...(onBlur === undefined ? {} : { onBlur })}
            isRequired={isRequired ?? false}
            isInvalid={invalid}
            validationBehavior="aria"
            inputMode="numeric"
            autoComplete={autoComplete[part]}
            maxLength={dobFieldLength[part]}
            {...(invalid ? { 'aria-describedby': errorId } : {})}
          >
            <Label className="field-part-label">{partLabels[part]}</Label>
            <Input className="field-input" size={dobFieldLength[part] + 1} />
          </AriaTextField>
        ))}
      </div>
      {invalid && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </fieldset>
  );
}
