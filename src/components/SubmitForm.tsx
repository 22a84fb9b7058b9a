// The browser's own form element around a screen's fields: the browser's checks stay off (the screen's rules speak, under
// each field), and Enter or the submit button runs the screen's submit, which its form flow guards against a second send.
import type { ReactNode, Ref } from 'react';

export interface SubmitFormProps {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
  /** The form whose first invalid field takes focus after a refused send (useSubmitFlow's formRef). */
  ref?: Ref<HTMLFormElement>;
  /** A landmark role when the form is one, e.g. 'search'. */
  role?: 'search';
  /** Classes of the form; 'form' unless told, e.g. 'form form-inline' for a field and its button on one line. */
  className?: string;
}

export function SubmitForm({ onSubmit, children, ref, role, className = 'form' }: SubmitFormProps) {
  return (
    <form
      ref={ref}
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
