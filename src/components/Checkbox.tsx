// A checkbox on react-aria-components with its label and, when invalid, an error tied to it.
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'isInvalid' | 'className'> {
  children: ReactNode;
  errorMessage?: string | undefined;
}

export function Checkbox({ children, errorMessage, id, ...props }: CheckboxProps) {
  const name = props.name ?? 'checkbox';
  const errorId = `${id ?? name}-error`;
  return (
    <div className="field field-checkbox">
      <AriaCheckbox
        {...props}
        {...(id === undefined ? {} : { id })}
        className="checkbox"
        isInvalid={errorMessage !== undefined}
        validationBehavior="aria"
        {...(errorMessage === undefined ? {} : { 'aria-describedby': errorId })}
      >
        <span className="checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 18 18" focusable="false">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span className="checkbox-label">{children}</span>
      </AriaCheckbox>
      {errorMessage !== undefined && (
        <span id={errorId} className="field-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
