// A field of a pre-rendered form can be typed into before the page's script takes it over. React keeps the typed text on
// the page but not in the screen's state, and the next render would wipe it: once hydrated, the field hands the text
// it holds to the screen, as if it had been typed now.
import { useEffect, useEffectEvent } from 'react';

export function useTypedBeforeHydration(controlId: string, value: string, onChange: ((value: string) => void) | undefined): void {
  const adopt = useEffectEvent(() => {
    const control = document.getElementById(controlId);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return;
    if (control.value !== value) onChange?.(control.value);
  });
  useEffect(() => adopt(), []);
}
