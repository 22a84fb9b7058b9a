// BIN rule and per-site BIN length and minimum age (SPEC 5 "BIN", SPEC 9).
import { configNumber, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { siteCountry } from './siteCountry';

/** Countries of the "listed European, AU, JP and BR sites" of SPEC 5: 9-digit BIN, minimum age 18. */
const listedCountries: ReadonlySet<string> = new Set([
  'gb',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'ie',
  'at',
  'be',
  'pt',
  'se',
  'dk',
  'fi',
  'no',
  'pl',
  'ch',
  'au',
  'jp',
  'br',
]);

export interface BinRules {
  readonly length: number;
  readonly minAge: number;
}

/**
 * Configured bin_length and dob_min_age win; otherwise listed sites get 9 digits and 18 years, the rest 8 and 16.
 * `siteOrLocale` is a site id ending in a locale or the locale itself (see siteCountry).
 */
export function binRulesFor(siteOrLocale: string, config: EnrollmentConfig): BinRules {
  const country = siteCountry(siteOrLocale);
  const listed = country !== undefined && listedCountries.has(country);
  const configuredLength = configNumber(config, 'bin_length');
  return {
    length: configuredLength !== undefined && configuredLength > 0 ? configuredLength : listed ? 9 : 8,
    minAge: configNumber(config, 'dob_min_age') ?? (listed ? 18 : 16),
  };
}

/** Digits only, exactly the site's length, starting with 4. Blank passes: requiredness is the level's. */
export function validateBin(value: string, rules: BinRules): FieldResult {
  const bin = value.trim();
  if (bin === '') return undefined;
  return /^4\d*$/.test(bin) && bin.length === rules.length ? undefined : fieldError('error');
}
