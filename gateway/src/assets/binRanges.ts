// BIN ranges of the reference gateway (SPEC 3 product-type codes, SPEC 5 card rules): which cards the programme accepts,
// their product type and issuer, and which earn cashback. An issuer's own gateway has its own table.
import type { ProductTypeCode } from '../../../src/api/contracts/assets';

export interface BinRange {
  /** First and last six-digit BIN of the range, inclusive. */
  first: string;
  last: string;
  productType: ProductTypeCode;
  /** The issuer's business id (metadata ISSUER_BID). */
  issuerBid: string;
  /** Whether cards of the range may be enrolled at all. */
  eligible: boolean;
  /** Whether enrolled cards get the card identifier, i.e. earn cashback (SPEC 4 "Card status"). */
  cashback: boolean;
  /** false: the issuer has not activated these cards yet; refused where pan_capture.check_card_active_status is on. */
  active?: false;
}

/**
 * Demo card numbers (16 digits, Luhn-valid; none is a real card):
 *   eligible with cashback   4000 0000 0000 0010 (A), 4020 0000 0000 0016 (C), 4242 4242 4242 4242 (C),
 *                            4050 0000 0000 0019 (G), 4140 0000 0000 0011 (N), 4150 0000 0000 0018 (P),
 *                            4111 1111 1111 1111 (F, seeded as the demo cardholder's default card)
 *   eligible, no cashback    4130 0000 0000 0021 (L); 4130 0000 0000 0013 (L) is seeded
 *   not eligible             4120 0000 0000 0015 (K), 4160 0000 0000 0016 (S1), 4170 0000 0000 0014 (no range),
 *                            4111 1111 1111 1112 (fails the check digit)
 *   not yet activated        4180 0000 0000 0012 (F): eligible, refused on sites that check the active status
 * Every demo card's security code (CVV) is 123 (see cardSecurityCode.ts).
 */
export const binRanges = [
  { first: '400000', last: '400999', productType: 'A', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '401000', last: '401999', productType: 'B', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '402000', last: '402999', productType: 'C', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '403000', last: '403999', productType: 'D', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '404000', last: '404999', productType: 'F', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '405000', last: '405999', productType: 'G', issuerBid: '10048002', eligible: true, cashback: true },
  { first: '406000', last: '406999', productType: 'G1', issuerBid: '10048002', eligible: true, cashback: true },
  { first: '407000', last: '407999', productType: 'G3', issuerBid: '10048002', eligible: true, cashback: true },
  { first: '408000', last: '408999', productType: 'G4', issuerBid: '10048002', eligible: true, cashback: true },
  { first: '409000', last: '409999', productType: 'I', issuerBid: '10048003', eligible: true, cashback: true },
  { first: '410000', last: '410999', productType: 'I1', issuerBid: '10048003', eligible: true, cashback: true },
  { first: '411000', last: '411099', productType: 'I2', issuerBid: '10048003', eligible: true, cashback: true },
  { first: '411100', last: '411199', productType: 'F', issuerBid: '10048001', eligible: true, cashback: true },
  // Commercial cards the programme does not accept.
  { first: '412000', last: '412999', productType: 'K', issuerBid: '10048002', eligible: false, cashback: false },
  // Accepted, but no cashback: enrolled cards show NOT_ELIGIBLE.
  { first: '413000', last: '413999', productType: 'L', issuerBid: '10048004', eligible: true, cashback: false },
  { first: '414000', last: '414999', productType: 'N', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '415000', last: '415999', productType: 'P', issuerBid: '10048001', eligible: true, cashback: true },
  { first: '416000', last: '416999', productType: 'S1', issuerBid: '10048002', eligible: false, cashback: false },
  // Issued but not yet activated by the cardholder.
  { first: '418000', last: '418999', productType: 'F', issuerBid: '10048001', eligible: true, cashback: true, active: false },
  { first: '424242', last: '424242', productType: 'C', issuerBid: '10048001', eligible: true, cashback: true },
] as const satisfies readonly BinRange[];

/** The range of a card number's BIN (its first six digits), if any. Ranges do not overlap (tested). */
export function binRangeOf(pan: string): BinRange | undefined {
  const bin = pan.slice(0, 6);
  return binRanges.find((range) => bin.length === 6 && range.first <= bin && bin <= range.last);
}
