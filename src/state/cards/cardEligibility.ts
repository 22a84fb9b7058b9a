// The server's word on a card number (SPEC 5 "The server must report eligible; any error response counts as not eligible").
import { validateAsset } from '../../api/cardService';
import { sessionApi } from '../page/session';

export interface Eligibility {
  eligible: boolean;
  productType: string | null;
}

/** `digits` without spaces; the site id as the page derives it (SPEC 7: '-shdw' is already removed from it). */
export async function checkCardEligibility(digits: string, siteId: string): Promise<Eligibility> {
  try {
    const answer = await validateAsset(sessionApi(), { siteId, value: digits });
    return { eligible: answer.eligible, productType: answer.productType };
  } catch {
    return { eligible: false, productType: null };
  }
}
