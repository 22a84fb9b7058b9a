// Phone rule: site mask and pattern, or the Brazilian and international defaults (SPEC 5 "Phone").
import { configPattern, configText, matchesPattern, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { matchesMask } from './mask';
import { siteCountry } from './siteCountry';

export interface PhoneRules {
  /** Auto-formats the input (applyMask) and must be filled exactly. */
  readonly mask?: string;
  /** Must match the whole value, as typed or as digits. */
  readonly pattern?: RegExp;
}

/** Brazilian mobile: area code (DDD) of two digits 1-9, then 9 and eight digits. No Brazilian DDD contains a 0. */
const brazil = { mask: '(00) 00000-0000', pattern: /^[1-9]{2}9\d{8}$/ } as const satisfies PhoneRules;

/** 4 to 14 digits, an optional leading +, spaces and dashes anywhere between. */
const international = { pattern: /^\+?(?:[\s-]*\d){4,14}[\s-]*$/ } as const satisfies PhoneRules;

/**
 * A configured phone_mask or phone_regexp replaces the defaults as a whole (only what is configured applies);
 * without either, Brazilian sites (locale or site id ending _br) get the Brazilian mask and pattern, others the international pattern.
 */
export function phoneRulesFor(siteOrLocale: string, config: EnrollmentConfig): PhoneRules {
  const mask = configText(config, 'phone_mask');
  const pattern = configPattern(config, 'phone_regexp');
  if (mask !== undefined || pattern !== undefined) {
    return { ...(mask === undefined ? {} : { mask }), ...(pattern === undefined ? {} : { pattern }) };
  }
  return siteCountry(siteOrLocale) === 'br' ? brazil : international;
}

/** Blank passes: requiredness is the level's. */
export function validatePhone(value: string, rules: PhoneRules): FieldResult {
  const phone = value.trim();
  if (phone === '') return undefined;
  const fitsMask = rules.mask === undefined || matchesMask(rules.mask, phone);
  const fitsPattern = rules.pattern === undefined || matchesPattern(rules.pattern, phone);
  return fitsMask && fitsPattern ? undefined : fieldError('error');
}
