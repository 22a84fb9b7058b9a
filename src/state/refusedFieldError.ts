// The field error of a VALIDATION_FAILED refusal for one field (SPEC 8 "Field errors"), read from the error's details
// as the gateway sends them: `details.fields[path] = {id, count?}`. Anything else is no field error.
import { fieldError, isFieldErrorId, type FieldError } from '../rules/fieldErrors';

export function refusedFieldError(code: string | undefined, details: Readonly<Record<string, unknown>>, field: string): FieldError | undefined {
  if (code !== 'VALIDATION_FAILED') return undefined;
  const fields = details['fields'];
  if (typeof fields !== 'object' || fields === null || !Object.hasOwn(fields, field)) return undefined;
  const entry: unknown = (fields as Record<string, unknown>)[field];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, count } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || !isFieldErrorId(id)) return undefined;
  return fieldError(id, typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined);
}
