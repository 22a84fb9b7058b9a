// A field of a pre-rendered form can be typed into before the page's script takes it over. React keeps the typed text on
// the page but not in the screen's state, and the next render would wipe it: once hydrated, the field hands the text
// it holds to the screen, as if it had been typed now. Boxes ticked and choices made meanwhile are handed over alike.
import { useEffect, useEffectEvent } from 'react';

export function useTypedBeforeHydration(controlId: string, value: string, onChange: ((value: string) => void) | undefined): void {
  const adopt = useEffectEvent(() => {
    const control = document.getElementById(controlId);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return;
    if (control.value !== value) onChange?.(control.value);
  });
  useEffect(() => adopt(), []);
}

/** The same for a checkbox: a box ticked (or cleared) before the script took the form over keeps what the person chose. */
export function useTickedBeforeHydration(controlId: string, checked: boolean, onChange: (checked: boolean) => void): void {
  const adopt = useEffectEvent(() => {
    const control = document.getElementById(controlId);
    if (control instanceof HTMLInputElement && control.checked !== checked) onChange(control.checked);
  });
  useEffect(() => adopt(), []);
}

/** The same for a radio group (its inputs share `name` inside `groupId`): the choice made before hydration stays. */
export function useChosenBeforeHydration<Value extends string>(
  groupId: string,
  value: Value | undefined,
  values: readonly Value[],
  onChange: (value: Value) => void,
): void {
  const adopt = useEffectEvent(() => {
    const chosen = document.getElementById(groupId)?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const known = values.find((candidate) => candidate === chosen);
    if (known !== undefined && known !== value) onChange(known);
  });
  useEffect(() => adopt(), []);
}
