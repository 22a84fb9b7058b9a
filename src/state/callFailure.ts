// What a screen makes of a failed call (SPEC 8): the error catalogue already acted on it (the generic alert for 0, 500,
// 502, 524 or an answer of the wrong shape; a logout), or the gateway refused with an error id the screen may know.
// On a route where the catalogue skips all handling (otp-check-passcode) every gateway failure is the screen's.
import { actionFor } from '../api/errorCatalogue';
import { isGatewayError } from '../api/gatewayError';
import type { RouteName } from '../routes/routeTable';
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
