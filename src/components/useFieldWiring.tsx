// The label, description and error wiring of every field (SPEC 5 "Form widgets"): one id for the control, the
// description and the error tied to it by aria-describedby, the invalid state exposed, the messages under the control.
import { useId, type ReactNode } from 'react';

export interface FieldWiringOptions {
  /** The control's own id, when the screen needs a known one. */
  id?: string | undefined;
  description?: ReactNode;
  /** The message to show; the field is invalid while there is one (SPEC 5: only once touched). */
  errorMessage?: string | undefined;
}

export interface FieldWiring {
  /** The control's id, for the label's htmlFor (and the base of a group's ids). */
  id: string;
  invalid: boolean;
  /** For the control, or the group: what describes it and whether it is invalid. */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The description and the error, after the control. */
  messages: ReactNode;
}

export function useFieldWiring({ id, description, errorMessage }: FieldWiringOptions): FieldWiring {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const invalid = errorMessage !== undefined;
  const describedBy = [description !== undefined ? descriptionId : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return {
    id: controlId,
    invalid,
    aria: { ...(invalid ? { 'aria-invalid': true } : {}), ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }) },
    messages: (
      <>
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
      </>
    ),
  };
}
