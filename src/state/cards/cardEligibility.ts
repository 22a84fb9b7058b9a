// The server's word on a card number (SPEC 5 "The server must report eligible; any error response counts as not eligible").
import { validateAsset } from '../../api/cardService';
import { isGatewayError } from '../../api/gatewayError';
import { minutesToWait } from '../../routes/retryWait';
import { sessionApi } from '../page/session';

export interface Eligibility {
  eligible: boolean;
  productType: string | null;
  /** The gateway refused to check for now (429): how many minutes to wait. */
  waitMinutes?: number;
}

/** `digits` without spaces; the site id as the page derives it (SPEC 7: '-shdw' is already removed from it). */
export async function checkCardEligibility(digits: string, siteId: string): Promise<Eligibility> {
  try {
    const answer = await validateAsset(sessionApi(), { siteId, value: digits });
    return { eligible: answer.eligible, productType: answer.productType };
  } catch (error) {
    // Still not eligible (SPEC 5: any error response counts as not eligible), but a throttled check says so.
    if (isGatewayError(error) && error.status === 429) return { eligible: false, productType: null, waitMinutes: minutesToWait(error.details) };
    return { eligible: false, productType: null };
  }
}
