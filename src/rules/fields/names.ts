// First and last name rule (SPEC 5 "Names").
import { fieldError, type FieldResult } from './fieldErrors';

/** Characters SPEC 5 forbids in names: . * + ? ^ $ { } ( ) < > | [ ] \ */
const forbiddenInName = /[.*+?^${}()<>|[\]\\]/;

/** Rejects a blank name (required) and any forbidden character (error). */
export function validateName(value: string): FieldResult {
  const name = value.trim();
  if (name === '') return fieldError('required');
  return forbiddenInName.test(name) ? fieldError('error') : undefined;
}
