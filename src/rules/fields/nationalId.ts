// National id rule: Brazilian CPF, US SSN, or the site's mask and pattern (SPEC 5 "National id").
import { configPattern, configText, matchesPattern, type EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldResult } from './fieldErrors';
import { matchesMask } from './mask';

export type NationalIdType = 'cpf' | 'ssn';

/** Display formats of SPEC 5, used when the site sets a type but no national_id_mask. */
const nationalIdMasks = { cpf: '000.000.000-00', ssn: '000-00-0000' } as const satisfies Record<NationalIdType, string>;

export interface NationalIdRules {
  readonly type?: NationalIdType;
  readonly mask?: string;
  readonly pattern?: RegExp;
}

/** national_id_type (any case) picks the algorithm; a configured mask or pattern applies as well. Other types are ignored. */
export function nationalIdRulesFor(config: EnrollmentConfig): NationalIdRules {
  const typeSetting = configText(config, 'national_id_type')?.toLowerCase();
  const type = typeSetting === 'cpf' || typeSetting === 'ssn' ? typeSetting : undefined;
  const mask = configText(config, 'national_id_mask') ?? (type === undefined ? undefined : nationalIdMasks[type]);
  const pattern = configPattern(config, 'national_id_regexp');
  return {
    ...(type === undefined ? {} : { type }),
    ...(mask === undefined ? {} : { mask }),
    ...(pattern === undefined ? {} : { pattern }),
  };
}

/** The CPF the Receita Federal publishes as its example: check digits right, never a real person's. */
const sampleCpf = '12345678909';

function cpfCheckDigit(digits: string): number {
  // Weights run from length + 1 down to 2; a remainder of 10 counts as 0.
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (digits.length + 1 - index), 0);
  return ((sum * 10) % 11) % 10;
}

/** Eleven digits, not all the same, not the published sample, both mod-11 check digits right. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits) || digits === sampleCpf) return false;
  return cpfCheckDigit(digits.slice(0, 9)) === Number(digits[9]) && cpfCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** SSNs printed in advertising and documentation, refused by the Social Security Administration's own checks. */
const sampleSsns: ReadonlySet<string> = new Set(['078051120', '219099999', '123456789', '457555462']);

/** Nine digits: area not 000, 666 or 9xx; group not 00; serial not 0000; not a known sample number. */
export function isValidSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || sampleSsns.has(digits)) return false;
  const area = digits.slice(0, 3);
  return area !== '000' && area !== '666' && !area.startsWith('9') && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

const checkByType = { cpf: isValidCpf, ssn: isValidSsn } as const satisfies Record<NationalIdType, (digits: string) => boolean>;

/**
 * With a mask the value must fill it exactly (the field formats with applyMask as typed and when prefilled).
 * Blank passes: requiredness is the level's. A site with no type, mask or pattern has nothing to check.
 */
export function validateNationalId(value: string, rules: NationalIdRules): FieldResult {
  const id = value.trim();
  if (id === '') return undefined;
  const digits = id.replace(/\D/g, '');
  const fitsMask = rules.mask === undefined || matchesMask(rules.mask, id);
  const fitsPattern = rules.pattern === undefined || matchesPattern(rules.pattern, id);
  const fitsType = rules.type === undefined || (/^[\d\s.-]+$/.test(id) && checkByType[rules.type](digits));
  return fitsMask && fitsPattern && fitsType ? undefined : fieldError('error');
}
