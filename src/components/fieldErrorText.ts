// The message under a field for a rule's error id (SPEC 5, SPEC 8 "Field errors"): a field's own wording when content
// has one (`field.email.invalid`), else the shared one, placeholders filled.
import { interpolate } from '../content/interpolate';
import type { FieldError, FieldErrorId } from '../rules/fields/fieldErrors';

const sharedKeys = {
  required: 'field.required',
  error: 'field.invalid',
  mustMatch: 'field.mustMatch',
  passwordRulesError: 'field.passwordRulesError',
  passwordCompromised: 'field.passwordCompromised',
  IncompleteFieldError: 'field.IncompleteFieldError',
  incompleteFormateError: 'field.incompleteFormateError',
  invalidAgeError: 'field.invalidAgeError',
  maxAgeError: 'field.maxAgeError',
} as const satisfies Record<FieldErrorId, string>;

const specificSuffix = (id: FieldErrorId) => (id === 'error' ? 'invalid' : id);

export function fieldErrorText(
  texts: Readonly<Record<string, string>>,
  field: string,
  error: FieldError | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  if (error === undefined) return undefined;
  const text = texts[`field.${field}.${specificSuffix(error.id)}`] ?? texts[sharedKeys[error.id]] ?? '';
  return interpolate(text, { ...values, ...(error.count === undefined ? {} : { count: error.count }) });
}
