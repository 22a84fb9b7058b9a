// What a screen makes of a failed call (SPEC 8): the global alert was raised already (statuses 0, 500, 502, 524, or an
// answer of the wrong shape, reported here), or the gateway refused with an error id the screen may know.
import { genericAlertStatuses } from '../../api/errorCatalogue';
import { isGatewayError } from '../../api/gatewayError';
import { reportFailure } from './session';

export type Refusal = { kind: 'alerted' } | { kind: 'refused'; status: number; code: string | undefined; details: Readonly<Record<string, unknown>> };

export function refusalOf(error: unknown, report: (error: unknown) => void = reportFailure): Refusal {
  if (!isGatewayError(error)) {
    report(error);
    return { kind: 'alerted' };
  }
  if (genericAlertStatuses.includes(error.status)) return { kind: 'alerted' };
  return { kind: 'refused', status: error.status, code: error.code, details: error.details };
}
