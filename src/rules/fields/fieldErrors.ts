// Field error ids that rules return (SPEC 8 "Field errors", plus the required rule of SPEC 5); islands map ids to content keys.

export const fieldErrorIds = [
  'required',
  'error',
  'mustMatch',
  'passwordRulesError',
  /** The gateway found the password on its list of common and breached passwords (it alone holds the list). */
  'passwordCompromised',
  'IncompleteFieldError',
  'incompleteFormateError',
  'invalidAgeError',
  'maxAgeError',
] as const;

export type FieldErrorId = (typeof fieldErrorIds)[number];

/** What a rule reports; `count` carries the number of failed password rules (passwordRulesError). */
export interface FieldError {
  readonly id: FieldErrorId;
  readonly count?: number;
}

/** Every rule answers this: undefined means the value passes. */
export type FieldResult = FieldError | undefined;

export function fieldError(id: FieldErrorId, count?: number): FieldError {
  return count === undefined ? { id } : { id, count };
}

const knownIds: ReadonlySet<string> = new Set(fieldErrorIds);

export function isFieldErrorId(value: string): value is FieldErrorId {
  return knownIds.has(value);
}
