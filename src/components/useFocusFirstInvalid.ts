// After a send with mistakes, focus goes to the first invalid field, so keyboard and screen-reader users land on it.
import { useEffect, useRef } from 'react';

export function useFocusFirstInvalid(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt]);
  return formRef;
}
