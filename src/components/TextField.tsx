// A labelled text input on react-aria-components: description and error tied to the input, invalid state announced.
import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { textInputMaxLength } from '../rules/textInput';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid' | 'className' | 'onChange'> {
  label: string;
  description?: ReactNode;
  /** The message to show; the field is invalid while there is one (SPEC 5: only once touched). */
  errorMessage?: string | undefined;
  onChange?: (value: string) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown after the input, inside the field (e.g. a show-password button). */
  adornment?: ReactNode;
}

export function TextField({ label, description, errorMessage, placeholder, inputRef, adornment, maxLength, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className="field"
      maxLength={maxLength ?? textInputMaxLength}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className="field-label">{label}</Label>
      <div className="field-control">
        <Input className="field-input" {...(placeholder === undefined ? {} : { placeholder })} {...(inputRef === undefined ? {} : { ref: inputRef })} />
        {adornment}
      </div>
      {description !== undefined && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
