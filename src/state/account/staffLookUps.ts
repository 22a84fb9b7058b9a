// What the cardholder's security page shows of staff look-ups (issue 17, part 5): when and why. A gateway that does
// not tell (404) leaves the section out; any other failure went to the error catalogue and leaves it empty.
import type { StaffLookUp } from '../../api/contracts/conciergeAudit';
import { staffLookUps } from '../../api/conciergeService';
import { isGatewayError } from '../../api/gatewayError';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export async function loadStaffLookUps(): Promise<StaffLookUp[] | 'unavailable'> {
  try {
    return await staffLookUps(sessionApi());
  } catch (error) {
    if (!(isGatewayError(error) && error.status === 404)) callFailureOf(error);
    return 'unavailable';
  }
}
