// Whether a card number may be enrolled (SPEC 5 card rules, SPEC 3 "Validation response"), without storing or logging it.
import type { ProductTypeCode } from '../../../src/api/contracts/assets';
import { isValidCardNumber } from '../../../src/rules/cards/cardNumber';
import { binRangeOf, type BinRange } from './binRanges';
import { passesLuhn } from './luhn';

export type CardCheck =
  | { eligible: true; range: BinRange }
  /** productType when the number is a well-formed card of a known range the programme does not accept. */
  | { eligible: false; productType: ProductTypeCode | null };

/** The screens' rule (16 digits starting with 4; the value carries no spaces), a valid check digit, an accepted range. */
export function checkCard(pan: string): CardCheck {
  if (pan === '' || !isValidCardNumber(pan) || !passesLuhn(pan)) return { eligible: false, productType: null };
  const range = binRangeOf(pan);
  if (range === undefined) return { eligible: false, productType: null };
  return range.eligible ? { eligible: true, range } : { eligible: false, productType: range.productType };
}

/** pan_capture.check_card_active_status: whether the site refuses this accepted card as not yet activated by its issuer. */
export function refusedAsInactive(check: CardCheck, checkActiveStatus: boolean): boolean {
  return checkActiveStatus && check.eligible && check.range.active === false;
}
