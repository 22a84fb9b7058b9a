// The field of a 6-digit passcode from an e-mail or text message (recovery, the signed-in check code): the browser and
// the phone offer the code they received, the keypad is numeric, and room is left for the spaces people paste with it.
import { passcodeLength } from '../rules/fields/passcode';
import { TextField } from './TextField';

export interface PasscodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
}

export function PasscodeField({ label, value, onChange, onBlur, errorMessage }: PasscodeFieldProps) {
  return (
    <TextField
      name="passcode"
      autoComplete="one-time-code"
      inputMode="numeric"
      isRequired
      maxLength={passcodeLength * 2}
      label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      errorMessage={errorMessage}
    />
  );
}
