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
  /** The country's calling code, shown in the empty field ("+49 …") when the site configures no phone format. */
  readonly countryCode?: string;
}

/**
 * Calling codes of the countries of the locale list (ITU-T E.164), the default a cardholder of that country's site
 * types after; the field still takes any international number.
 */
const callingCodes: Readonly<Record<string, string>> = {
  us: '1',
  ca: '1',
  bs: '1',
  bb: '1',
  jm: '1',
  tt: '1',
  ky: '1',
  lc: '1',
  ag: '1',
  do: '1',
  pr: '1',
  mx: '52',
  ar: '54',
  cl: '56',
  co: '57',
  pe: '51',
  ve: '58',
  ec: '593',
  uy: '598',
  py: '595',
  bo: '591',
  cr: '506',
  pa: '507',
  gt: '502',
  hn: '504',
  sv: '503',
  ni: '505',
  bz: '501',
  gy: '592',
  ht: '509',
  sr: '597',
  cw: '599',
  aw: '297',
  au: '61',
  nz: '64',
  jp: '81',
  kr: '82',
  cn: '86',
  hk: '852',
  tw: '886',
  sg: '65',
  in: '91',
  my: '60',
  th: '66',
  vn: '84',
  id: '62',
  ph: '63',
  kh: '855',
  la: '856',
  mm: '95',
  mn: '976',
  bd: '880',
  lk: '94',
  np: '977',
  fj: '679',
  pg: '675',
  mo: '853',
  bn: '673',
  nc: '687',
  pf: '689',
  ae: '971',
  sa: '966',
  kw: '965',
  qa: '974',
  bh: '973',
  om: '968',
  jo: '962',
  lb: '961',
  eg: '20',
  iq: '964',
  ma: '212',
  tn: '216',
  dz: '213',
  za: '27',
  ng: '234',
  ke: '254',
  gh: '233',
  ug: '256',
  tz: '255',
  zm: '260',
  mu: '230',
  ci: '225',
  sn: '221',
  cm: '237',
  pk: '92',
  ru: '7',
  kz: '7',
  ua: '380',
  az: '994',
  ge: '995',
  am: '374',
  uz: '998',
  rw: '250',
  et: '251',
  gb: '44',
  ie: '353',
  fr: '33',
  de: '49',
  at: '43',
  ch: '41',
  it: '39',
  es: '34',
  pt: '351',
  nl: '31',
  be: '32',
  lu: '352',
  dk: '45',
  se: '46',
  no: '47',
  fi: '358',
  is: '354',
  pl: '48',
  cz: '420',
  sk: '421',
  hu: '36',
  ro: '40',
  bg: '359',
  gr: '30',
  cy: '357',
  hr: '385',
  si: '386',
  rs: '381',
  ba: '387',
  mk: '389',
  al: '355',
  ee: '372',
  lv: '371',
  lt: '370',
  mt: '356',
  tr: '90',
  il: '972',
};

/** Brazilian mobile: area code (DDD) of two digits 1-9, then 9 and eight digits. No Brazilian DDD contains a 0. */
const brazil = { mask: '(00) 00000-0000', pattern: /^[1-9]{2}9\d{8}$/ } as const satisfies PhoneRules;

/** 4 to 14 digits, an optional leading +, spaces and dashes anywhere between. */
const international = { pattern: /^\+?(?:[\s-]*\d){4,14}[\s-]*$/ } as const satisfies PhoneRules;

/**
 * A configured phone_mask or phone_regexp replaces the defaults as a whole (only what is configured applies);
 * without either, Brazilian sites (locale or site id ending _br) get the Brazilian mask and pattern, others the
 * international pattern with their country's calling code as the field's default.
 */
export function phoneRulesFor(siteOrLocale: string, config: EnrollmentConfig): PhoneRules {
  const mask = configText(config, 'phone_mask');
  const pattern = configPattern(config, 'phone_regexp');
  if (mask !== undefined || pattern !== undefined) {
    return { ...(mask === undefined ? {} : { mask }), ...(pattern === undefined ? {} : { pattern }) };
  }
  const country = siteCountry(siteOrLocale);
  if (country === 'br') return brazil;
  const code = country === undefined ? undefined : callingCodes[country];
  return code === undefined ? international : { ...international, countryCode: code };
}

/** Blank passes: requiredness is the level's. */
export function validatePhone(value: string, rules: PhoneRules): FieldResult {
  const phone = value.trim();
  if (phone === '') return undefined;
  const fitsMask = rules.mask === undefined || matchesMask(rules.mask, phone);
  const fitsPattern = rules.pattern === undefined || matchesPattern(rules.pattern, phone);
  return fitsMask && fitsPattern ? undefined : fieldError('error');
}
