// The browser's own form element around a screen's fields: the browser's checks stay off (the screen's rules speak, under
// each field), and Enter or the submit button runs the screen's submit, which its form flow guards against a second send.
// The form is pre-rendered: a send made before the page's script takes it over is held by the shell's first script
// (Shell.astro) and made again here once the form is live; `method="post"` keeps what was typed out of any URL.
import { useEffect, useRef, type ReactNode } from 'react';

declare global {
  interface Window {
    /** The pre-rendered form a visitor sent before the page's script took it over (set by Shell.astro's script). */
    portalHeldSubmit?: HTMLFormElement | undefined;
  }
}

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
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const element = form.current;
    if (element === null) return;
    element.dataset['live'] = '';
    if (window.portalHeldSubmit !== element) return;
    window.portalHeldSubmit = undefined;
    element.requestSubmit();
  }, []);
  return (
    <form
      ref={(element) => {
        form.current = element;
        attach?.(element);
      }}
      method="post"
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
