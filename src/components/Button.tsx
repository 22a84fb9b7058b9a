// Buttons on react-aria-components: pressed, hovered and focus-visible states as data attributes; pending announced.
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Extra classes beside `button`. */
  className?: string;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={className === undefined ? 'button' : `button ${className}`} data-variant={variant} />;
}
