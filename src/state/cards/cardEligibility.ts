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
  /** Refused with its own words: the issuer has not activated the card, or the security code does not match it. */
  refusal?: 'inactive' | 'cvvMismatch';
}

/**
 * `digits` without spaces; the site id as the page derives it (SPEC 7: '-shdw' is already removed from it); `cvv` only
 * when the card is added on a site that captures it.
 */
export async function checkCardEligibility(digits: string, siteId: string, cvv?: string): Promise<Eligibility> {
  try {
    const answer = await validateAsset(sessionApi(), { siteId, value: digits, cvv });
    return { eligible: answer.eligible, productType: answer.productType };
  } catch (error) {
    // Still not eligible (SPEC 5: any error response counts as not eligible), but a throttled check says so, and the
    // refusals of pan_capture's checks have words of their own.
    const refused = { eligible: false, productType: null };
    if (!isGatewayError(error)) return refused;
    if (error.status === 429) return { ...refused, waitMinutes: minutesToWait(error.details) };
    if (error.code === 'CARD_INACTIVE') return { ...refused, refusal: 'inactive' };
    if (error.code === 'CARD_VERIFICATION_FAILED') return { ...refused, refusal: 'cvvMismatch' };
    return refused;
  }
}
