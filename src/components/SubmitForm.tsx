// The browser's own form element around a screen's fields: the browser's checks stay off (the screen's rules speak, under
// each field), and Enter or the submit button runs the screen's submit, which its form flow guards against a second send.
import type { ReactNode } from 'react';

export interface SubmitFormProps {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
  /**
   * Receives the form element, whose first invalid field takes focus after a refused send (useSubmitFlow's
   * attachForm). Not named `ref`, so a screen's flow object is not taken for a ref by React's hook rules.
   */
  attach?: (form: HTMLFormElement | null) => void;
  /** A landmark role when the form is one, e.g. 'search'. */
  role?: 'search';
  /** Classes of the form; 'form' unless told, e.g. 'form form-inline' for a field and its button on one line. */
  className?: string;
}

export function SubmitForm({ onSubmit, children, attach, role, className = 'form' }: SubmitFormProps) {
  return (
    <form
      ref={attach}
      className={className}
      role={role}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
