// What a screen makes of a failed call (SPEC 8), the one classifier of every screen: the error catalogue already acted
// on it (the generic alert for 0, 500, 502, 524 or an answer of the wrong shape; a logout), or the gateway refused with
// an error id the screen may know, and perhaps a field error. On a route where the catalogue skips all handling
// (otp-check-passcode) every gateway failure is the screen's.
import { actionFor } from '../../api/errorCatalogue';
import { isGatewayError } from '../../api/gatewayError';
import type { RouteName } from '../../routes/routeTable';
import { fieldError, isFieldErrorId, type FieldError } from '../../rules/fields/fieldErrors';
import { reportFailure } from './session';

export type CallFailure =
  | { kind: 'alerted' }
  | {
      kind: 'refused';
      status: number;
      code: string | undefined;
      details: Readonly<Record<string, unknown>>;
      correlationId: string | undefined;
    };

export interface FailureContext {
  /** The route the call was made on, as the catalogue reads it. */
  route?: RouteName | undefined;
  /** Raises the generic alert for an answer of the wrong shape. */
  report?: (error: unknown) => void;
}

export function callFailureOf(error: unknown, { route, report = reportFailure }: FailureContext = {}): CallFailure {
  if (!isGatewayError(error)) {
    report(error);
    return { kind: 'alerted' };
  }
  const action = actionFor({
    status: error.status,
    url: error.url,
    code: error.code,
    message: error.serverMessage,
    route,
    correlationId: error.correlationId,
  });
  if (action.kind === 'genericAlert' || action.kind === 'logout') return { kind: 'alerted' };
  return { kind: 'refused', status: error.status, code: error.code, details: error.details, correlationId: error.correlationId };
}

/** The gateway's correlation id of a failed call, which a card banner names even beside the generic alert (SPEC 8). */
export function correlationIdOf(error: unknown): string | undefined {
  return isGatewayError(error) ? error.correlationId : undefined;
}

/**
 * The field error of a VALIDATION_FAILED refusal for one field (SPEC 8 "Field errors"), as the gateway sends it:
 * `details.fields[path] = {id, count?}`. Anything else is no field error.
 */
export function refusedFieldError(failure: CallFailure, field: string): FieldError | undefined {
  if (failure.kind !== 'refused' || failure.code !== 'VALIDATION_FAILED') return undefined;
  const fields = failure.details['fields'];
  if (typeof fields !== 'object' || fields === null || !Object.hasOwn(fields, field)) return undefined;
  const entry: unknown = (fields as Record<string, unknown>)[field];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, count } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || !isFieldErrorId(id)) return undefined;
  return fieldError(id, typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined);
}
