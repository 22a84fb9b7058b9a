// 400 VALIDATION_FAILED: the field errors of SPEC 5 rules by field path, the same ids the screens show.
import type { ValidationFailedDetails } from '../../src/api/contracts/registration';
import type { FieldError } from '../../src/rules/fields/fieldErrors';
import { errorResponse } from './http';

export function validationFailed(correlationId: string, fields: Readonly<Record<string, FieldError | undefined>>): Response {
  const details: ValidationFailedDetails = { fields: {} };
  for (const [path, error] of Object.entries(fields)) if (error) details.fields[path] = { ...error };
  return errorResponse(400, 'VALIDATION_FAILED', correlationId, { details });
}
