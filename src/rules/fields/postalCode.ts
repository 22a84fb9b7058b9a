// Postal code rule: site pattern and mask, else the country's own format (SPEC 5 "Postal code": 00000-000 is Brazil's).
import { configPattern, configText, matchesPattern, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { matchesMask } from './mask';
import { siteCountry } from './siteCountry';

/** SPEC 5's default mask: Brazil's CEP. */
const defaultPostalCodeMask = '00000-000';

const digits = (count: number): RegExp => new RegExp(`^\\d{${count}}$`);
/** Five digits, written "12345" or "123 45" where the country groups them. */
const fiveDigits = /^\d{3} ?\d{2}$/;

/**
 * The format of each country of the locale list that has postal codes, when the site configures none (issue 12: the
 * locale decides). A country not listed (or without postal codes) takes letters, digits, spaces and dashes, 2 to 10.
 */
const countryFormats: Readonly<Record<string, PostalCodeRules>> = {
  br: { mask: defaultPostalCodeMask },
  us: { pattern: /^\d{5}(?:-\d{4})?$/ },
  pr: { pattern: /^\d{5}(?:-\d{4})?$/ },
  ca: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/ },
  gb: { pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/ },
  ie: { pattern: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/ },
  nl: { pattern: /^\d{4} ?[A-Za-z]{2}$/ },
  pt: { mask: '0000-000' },
  pl: { mask: '00-000' },
  jp: { pattern: /^\d{3}-?\d{4}$/ },
  mt: { pattern: /^[A-Za-z]{3} ?\d{4}$/ },
  ...Object.fromEntries(
    [
      'de',
      'fr',
      'it',
      'es',
      'fi',
      'ee',
      'hr',
      'lt',
      'mx',
      'ma',
      'dz',
      'tr',
      'ua',
      'ba',
      'rs',
      'my',
      'id',
      'th',
      'kr',
      'pk',
      'lk',
      'sa',
      'kw',
      'eg',
      'ir',
      'cr',
      'gt',
      'sv',
      'hn',
      'ni',
      'do',
      'uy',
      'kh',
      'mm',
      'ke',
      'zm',
      'tz',
      'sn',
      'ci',
    ].map((country) => [country, { pattern: digits(5) }]),
  ),
  ...Object.fromEntries(['cz', 'sk', 'se', 'gr'].map((country) => [country, { pattern: fiveDigits }])),
  ...Object.fromEntries(
    [
      'au',
      'nz',
      'at',
      'ch',
      'be',
      'dk',
      'no',
      'hu',
      'si',
      'bg',
      'lu',
      'cy',
      'ph',
      'za',
      'bd',
      'tn',
      'ge',
      'am',
      'mk',
      'al',
      'ar',
      'py',
      'ht',
      'lv',
      've',
      'np',
      'et',
      'bh',
      'om',
      'is',
    ].map((country) => [country, { pattern: digits(4) }]),
  ),
  ...Object.fromEntries(
    ['in', 'ru', 'kz', 'cn', 'sg', 'ro', 'vn', 'co', 'ec', 'pa', 'mn', 'uz', 'az', 'tw', 'ng', 'bo', 'cl', 'pe', 'tt'].map((country) => [
      country,
      { pattern: digits(6) },
    ]),
  ),
};
const anyCountry: PostalCodeRules = { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/ };

export interface PostalCodeRules {
  readonly mask?: string;
  readonly pattern?: RegExp;
}

/**
 * Configured postal_code_mask and postal_code_regexp apply as given; without either, the country of the site or locale
 * decides (Brazil keeps SPEC 5's 00000-000), so a site with a pattern alone is never forced into a mask.
 */
export function postalCodeRulesFor(config: EnrollmentConfig, siteOrLocale?: string): PostalCodeRules {
  const mask = configText(config, 'postal_code_mask');
  const pattern = configPattern(config, 'postal_code_regexp');
  if (pattern === undefined && mask !== undefined) return { mask };
  if (pattern === undefined) {
    // Without a country (a caller that knows none), SPEC 5's default.
    if (siteOrLocale === undefined) return { mask: defaultPostalCodeMask };
    const country = siteCountry(siteOrLocale);
    return (country === undefined ? undefined : countryFormats[country]) ?? anyCountry;
  }
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
