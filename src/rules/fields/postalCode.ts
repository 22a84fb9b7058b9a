// Postal code rule: site pattern and mask, default mask 00000-000 (SPEC 5 "Postal code").
import { configPattern, configText, matchesPattern, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { matchesMask } from './mask';

const defaultPostalCodeMask = '00000-000';

export interface PostalCodeRules {
  readonly mask?: string;
  readonly pattern?: RegExp;
}

/**
 * Configured postal_code_mask and postal_code_regexp apply as given; the default mask applies only when
 * neither is configured, so a site with a pattern alone (letters, other lengths) is not forced into it.
 */
export function postalCodeRulesFor(config: EnrollmentConfig): PostalCodeRules {
  const mask = configText(config, 'postal_code_mask');
  const pattern = configPattern(config, 'postal_code_regexp');
  if (pattern === undefined) return { mask: mask ?? defaultPostalCodeMask };
  return mask === undefined ? { pattern } : { mask, pattern };
}

/** The value must fill the mask exactly and match the pattern. Blank passes: requiredness is the level's. */
export function validatePostalCode(value: string, rules: PostalCodeRules): FieldResult {
  const code = value.trim();
  if (code === '') return undefined;
  const fitsMask = rules.mask === undefined || matchesMask(rules.mask, code);
  const fitsPattern = rules.pattern === undefined || matchesPattern(rules.pattern, code);
  return fitsMask && fitsPattern ? undefined : fieldError('error');
}
