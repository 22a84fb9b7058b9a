// A form's entries, which fields were touched, and the errors to show (SPEC 5 "Form widgets": errors show only when
// touched and invalid; after a send every field counts as touched, except one the screen cleared since, until the user
// touches it again). The rules come from src/rules via `validate`.
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../rules/fields/fieldErrors';

export type FieldErrors<Name extends string> = Partial<Record<Name, FieldError>>;

/** The check of a form with one field and one rule (an e-mail address, a passcode). */
export function oneFieldRule<Name extends string>(
  name: Name,
  rule: (value: string) => FieldError | undefined,
): (values: Record<Name, string>) => FieldErrors<Name> {
  return (values) => {
    const error = rule(values[name]);
    return error ? ({ [name]: error } as FieldErrors<Name>) : {};
  };
}

export interface FormFields<Values extends object, Name extends string> {
  values: Values;
  set: <K extends keyof Values>(name: K, value: Values[K]) => void;
  /**
   * Puts a value the screen chose, not the user (a password cleared after a refusal): the field counts as untouched
   * again, so it shows no error of its own until the user changes it, leaves it, or sends the form again.
   */
  reset: <K extends keyof Values & Name>(name: K, value: Values[K]) => void;
  touch: (name: Name) => void;
  /** The error a field shows now. */
  errorOf: (name: Name) => FieldError | undefined;
  /** Marks every field touched; true when nothing is wrong. */
  check: () => boolean;
  /** Errors the gateway found (VALIDATION_FAILED), shown until the field changes. */
  setServerErrors: (errors: FieldErrors<Name>) => void;
}

export function useFormFields<Values extends object, Name extends string>(
  initial: Values | (() => Values),
  validate: (values: Values) => FieldErrors<Name>,
  initialServerErrors: FieldErrors<Name> = {},
): FormFields<Values, Name> {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [allTouched, setAllTouched] = useState(false);
  // Fields the screen reset since the last send: not the user's mistake, so quiet even though the send touched them all.
  const [untouched, setUntouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<Name>>(initialServerErrors);
  const errors = useMemo(() => ({ ...validate(values), ...serverErrors }), [validate, values, serverErrors]);

  const change = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's own error and those of its parts (`address.zipcode` when the address changes) go with the change.
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => path !== name && !path.startsWith(`${String(name)}.`));
      return kept.length === Object.keys(current).length ? current : (Object.fromEntries(kept) as FieldErrors<Name>);
    });
  }, []);
  const set = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => {
      change(name, value);
      setUntouched((current) => without(current, String(name)));
    },
    [change],
  );
  const reset = useCallback(
    <K extends keyof Values & Name>(name: K, value: Values[K]) => {
      change(name, value);
      setTouched((current) => without(current, name));
      setUntouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    [change],
  );
  const touch = useCallback((name: Name) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    setUntouched((current) => without(current, name));
  }, []);
  const errorOf = (name: Name) => {
    if (name in serverErrors) return errors[name];
    if (untouched.has(name)) return undefined;
    return allTouched || touched.has(name) ? errors[name] : undefined;
  };
  const check = () => {
    setAllTouched(true);
    setUntouched((current) => (current.size === 0 ? current : new Set()));
    return Object.keys(errors).length === 0;
  };
  return { values, set, reset, touch, errorOf, check, setServerErrors };
}

function without(names: ReadonlySet<string>, name: string): ReadonlySet<string> {
  if (!names.has(name)) return names;
  const rest = new Set(names);
  rest.delete(name);
  return rest;
}
