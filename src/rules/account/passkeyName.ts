// The name a cardholder gives a passkey (issue 17, part 1): required, at most 50 characters, no markup or links
// (the address-part rule of SPEC 5). The gateway checks the same.
import { validateAddressPart } from '../fields/address';

export const passkeyNameMaxLength = 50;

export function passkeyNameProblem(name: string): 'required' | 'invalid' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > passkeyNameMaxLength || validateAddressPart(trimmed) !== undefined ? 'invalid' : undefined;
}
