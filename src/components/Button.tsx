// Buttons on the browser's own button element. While a send runs (`isPending`) the button stays focusable and named but
// does nothing: aria-disabled tells assistive technology, and a press (or Enter in a field of its form) is dropped.
// Hover, press and keyboard focus are styled with :hover, :active and :focus-visible. react-aria-components' Button
// did the same with about 11 KB gzipped of press handling on every page (docs/decisions.md, "Buttons").
import type { ReactNode } from 'react';

export interface ButtonProps {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Extra classes beside `button`. */
  className?: string;
  type?: 'button' | 'submit';
  /** A send is running: the button is announced as unavailable and ignores presses, but keeps its place and focus. */
  isPending?: boolean;
  isDisabled?: boolean;
  onPress?: () => void;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
}

export function Button({ variant = 'primary', className, type = 'button', isPending = false, isDisabled = false, onPress, children, ...aria }: ButtonProps) {
  return (
    <button
      {...aria}
      type={type}
      className={className === undefined ? 'button' : `button ${className}`}
      data-variant={variant}
      disabled={isDisabled}
      {...(isPending ? { 'aria-disabled': true, 'data-pending': '' } : {})}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onPress?.();
      }}
    >
      {children}
    </button>
  );
}
