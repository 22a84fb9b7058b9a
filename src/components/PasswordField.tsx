// A password input with a show-password toggle, so people can check what they typed (WCAG 3.3.8 accessible authentication).
import { useState } from 'react';
import { Button } from './Button';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  showLabel: string;
}

export function PasswordField({ showLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={props.maxLength ?? 1024}
      adornment={
        // A toggle button (aria-pressed) on the page's one button primitive, which every page carries already.
        <Button variant="secondary" aria-pressed={visible} onPress={() => setVisible((shown) => !shown)} aria-label={showLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
            <path
              d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"
              fill="currentColor"
            />
          </svg>
        </Button>
      }
    />
  );
}
