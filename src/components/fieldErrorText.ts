// The message under a field for a rule's error id (SPEC 5, SPEC 8 "Field errors"): a field's own wording when content
// has one (`field.email.invalid`), else the shared one, placeholders filled.
import { interpolate } from '../content/interpolate';
import { textForCount } from '../content/pluralText';
import type { TextValue } from '../content/textKeys';
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
  texts: Readonly<Record<string, TextValue>>,
  field: string,
  error: FieldError | undefined,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  if (error === undefined) return undefined;
  const text = texts[`field.${field}.${specificSuffix(error.id)}`] ?? texts[sharedKeys[error.id]] ?? '';
  const filled = { ...values, ...(error.count === undefined ? {} : { count: error.count }) };
  // The number a plural text says: the rule count, or the minimum age.
  const count = error.count ?? values['minAge'];
  const words = typeof count === 'number' ? textForCount(text, count) : typeof text === 'string' ? text : text.forms.other;
  return interpolate(words, filled);
}
