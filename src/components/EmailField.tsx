// The e-mail address of an account, as sign-in, recovery and activation ask for it: the address keyboard, and the
// browser's saved sign-in name offered ('username'), or its saved address where the form is not a sign-in ('email').
import { TextField } from './TextField';

export interface EmailFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  errorMessage: string | undefined;
  /** `username webauthn` also offers the site's passkeys among the field's suggestions (conditional mediation). */
  autoComplete?: 'username' | 'email' | 'username webauthn';
}

export function EmailField({ label, value, onChange, onBlur, errorMessage, autoComplete = 'username' }: EmailFieldProps) {
  return (
    <TextField
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      isRequired
      label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      errorMessage={errorMessage}
    />
  );
}
