// Buttons on react-aria-components: pressed, hovered and focus-visible states as data attributes; pending announced.
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
}

export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className="button" data-variant={variant} />;
}
