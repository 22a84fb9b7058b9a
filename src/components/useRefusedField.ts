// A field the gateway refused (a wrong current password, a wrong passcode, a reused password): its message shows under
// the field until the field changes. The send that refused it moves focus there (useSubmitFlow's `fieldErrors`).
import { useCallback, useState } from 'react';

export interface RefusedField<Name extends string> {
  /** The refusal's message for this field, if it is the refused one. */
  messageOf: (field: Name) => string | undefined;
  refuse: (field: Name, message: string) => void;
  /** Called when the field changes: its refusal no longer applies. */
  clear: (field: Name) => void;
}

export function useRefusedField<Name extends string>(): RefusedField<Name> {
  const [refused, setRefused] = useState<{ field: Name; message: string } | undefined>(undefined);
  const refuse = useCallback((field: Name, message: string) => setRefused({ field, message }), []);
  const clear = useCallback((field: Name) => setRefused((current) => (current?.field === field ? undefined : current)), []);
  const messageOf = (field: Name) => (refused?.field === field ? refused.message : undefined);
  return { messageOf, refuse, clear };
}
