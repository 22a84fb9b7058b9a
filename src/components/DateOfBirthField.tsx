// Date of birth in three fields ordered by the site's date_format (SPEC 5): one group with a legend, a label per part,
// digits only, and the group's one error tied to every part.
import { asciiDigits } from '../rules/fields/digits';
import { useFieldWiring } from './useFieldWiring';
import { dobFieldInput, dobFieldLength, type DobField, type DobParts } from '../rules/fields/dateOfBirth';

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
  const field = useFieldWiring({ errorMessage });
  const { id, invalid } = field;
  return (
    // The group's one error describes the group and each of its parts.
    <fieldset className="field field-group" aria-describedby={field.aria['aria-describedby']}>
      <legend className="field-label">{legend}</legend>
      <div className="field-parts">
        {order.map((part) => (
          <div key={part} className="field field-part" data-part={part}>
            <label className="field-part-label" htmlFor={`${id}-${part}`}>
              {partLabels[part]}
            </label>
            <input
              id={`${id}-${part}`}
              className="field-input"
              name={`dob.${part}`}
              value={value[part]}
              onChange={(event) => onChange({ ...value, [part]: dobFieldInput(part, asciiDigits(event.target.value)) })}
              onBlur={onBlur}
              required={isRequired}
              inputMode="numeric"
              autoComplete={autoComplete[part]}
              maxLength={dobFieldLength[part]}
              size={dobFieldLength[part] + 1}
              {...field.aria}
              data-invalid={invalid || undefined}
            />
          </div>
        ))}
      </div>
      {field.messages}
    </fieldset>
  );
}
