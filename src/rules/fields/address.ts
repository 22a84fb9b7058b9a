// Address part rule: street, number, neighborhood, additional information, city (SPEC 5 "Address parts").
import { fieldError, type FieldResult } from './fieldErrors';

/**
 * Markup and links an address never needs: a tag opening as browsers parse one (`<b`, `</`, `<!`, `<?`, closed or not), http(s):,
 * `://` or `//` anywhere, and the relative-path sequences `./` and `../`.
 */
const unsafeInAddress = [/<[a-z/!?]/i, /https?:/i, /\/\//, /\.\//] as const;

function hasUnsafeAddressContent(value: string): boolean {
  return unsafeInAddress.some((pattern) => pattern.test(value));
}

/** Blank passes: requiredness is the level's. */
export function validateAddressPart(value: string): FieldResult {
  return hasUnsafeAddressContent(value) ? fieldError('error') : undefined;
}
