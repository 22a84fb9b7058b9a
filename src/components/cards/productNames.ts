// Card product names in the page's language (SPEC 3 product-type codes): the text keys a card screen carries, and
// the names they give, for productName in src/rules/cards/productTypes.ts.
import type { Texts } from '../../content/textKeys';

const productCodes = ['A', 'B', 'C', 'D', 'F', 'G', 'G1', 'G3', 'G4', 'I', 'I1', 'I2', 'K', 'L', 'N', 'P', 'S1', 'unknown'] as const;

export const productTextKeys = productCodes.map((code) => `card.product.${code}` as const);
export type ProductTextKey = (typeof productTextKeys)[number];

/** Code (or 'unknown') -> the page's name for it. */
export function localizedProductNames(texts: Pick<Texts, ProductTextKey>): Record<string, string> {
  return Object.fromEntries(productCodes.map((code) => [code, texts[`card.product.${code}`]]));
}
