// Card product names by product-type code (SPEC 3): the US names, used as the fallback in every locale.

export const productTypeNames = {
  A: 'Visa Traditional',
  B: 'Visa Traditional Rewards',
  C: 'Visa Signature',
  D: 'Visa Signature Preferred',
  F: 'Visa Classic',
  G: 'Visa Business',
  G1: 'Visa Signature Business',
  G3: 'Visa Platinum Business',
  G4: 'Visa Infinite Business',
  I: 'Visa Infinite',
  I1: 'Visa Infinite Privilege',
  I2: 'Visa UHNW',
  K: 'Visa Corporate',
  L: 'Visa Electron',
  N: 'Visa Platinum',
  P: 'Visa Gold',
  S1: 'Visa Purchasing',
} as const satisfies Record<string, string>;

type ProductTypeCode = keyof typeof productTypeNames;

/** SPEC 3 / SPEC 9: an unknown or missing code is 'Visa Card'. */
const unknownProductName = 'Visa Card';

function isProductTypeCode(code: string): code is ProductTypeCode {
  return Object.hasOwn(productTypeNames, code);
}

/** The product's name: a localized one when given for the code, else the US name, else 'Visa Card'. */
export function productName(code: string | null | undefined, localized: Readonly<Record<string, string>> = {}): string {
  if (code === null || code === undefined || !isProductTypeCode(code)) return localized['unknown'] ?? unknownProductName;
  return localized[code] ?? productTypeNames[code];
}
