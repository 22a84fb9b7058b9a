// A field the gateway refused (a wrong current password, a wrong passcode, a reused password): its message shows under
// the field until the field changes, and each refusal counts, so focus can move to the field it concerns.
import { useCallback, useState } from 'react';

export interface RefusedField<Name extends string> {
  /** The refusal's message for this field, if it is the refused one. */
  messageOf: (field: Name) => string | undefined;
  refuse: (field: Name, message: string) => void;
  /** Called when the field changes: its refusal no longer applies. */
  clear: (field: Name) => void;
  /** How many refusals there were; feed it to useFocusFirstInvalid with the form's attempts. */
  count: number;
}

export function useRefusedField<Name extends string>(): RefusedField<Name> {
  const [refused, setRefused] = useState<{ field: Name; message: string } | undefined>(undefined);
  const [count, setCount] = useState(0);
  const refuse = useCallback((field: Name, message: string) => {
    setRefused({ field, message });
    setCount((current) => current + 1);
  }, []);
  const clear = useCallback((field: Name) => setRefused((current) => (current?.field === field ? undefined : current)), []);
  const messageOf = (field: Name) => (refused?.field === field ? refused.message : undefined);
  return { messageOf, refuse, clear, count };
}
