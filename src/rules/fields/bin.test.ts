import { describe, expect, it } from 'vitest';
import { binRulesFor, validateBin, type BinRules } from './bin';
import type { EnrollmentConfig } from './enrollmentConfig';

describe('per-site BIN rules (SPEC 5, SPEC 9)', () => {
  it.each<[string, string, EnrollmentConfig, BinRules]>([
    ['a listed European locale gets 9 and 18', 'en_gb', undefined, { length: 9, minAge: 18 }],
    ['a listed promotions site id gets 9 and 18', 'promotions.example.com_de_de', undefined, { length: 9, minAge: 18 }],
    ['Australia is listed', 'en_au', undefined, { length: 9, minAge: 18 }],
    ['Japan is listed', 'ja_jp', undefined, { length: 9, minAge: 18 }],
    ['Brazil is listed', 'pt_br', {}, { length: 9, minAge: 18 }],
    ['the United States gets 8 and 16', 'en_us', undefined, { length: 8, minAge: 16 }],
    ['a host-only site id gets 8 and 16', 'rewards.example.com', undefined, { length: 8, minAge: 16 }],
    ['configured bin_length wins on a listed site', 'fr_fr', { bin_length: 8 }, { length: 8, minAge: 18 }],
    ['configured bin_length wins elsewhere', 'en_us', { bin_length: '9' }, { length: 9, minAge: 16 }],
    ['configured dob_min_age wins', 'en_gb', { dob_min_age: 21 }, { length: 9, minAge: 21 }],
    ['a zero bin_length is ignored', 'en_us', { bin_length: 0 }, { length: 8, minAge: 16 }],
  ])('%s', (_, site, config, rules) => {
    expect(binRulesFor(site, config)).toStrictEqual(rules);
  });
});

describe('BIN (SPEC 5)', () => {
  const nine = { length: 9, minAge: 18 };
  const eight = { length: 8, minAge: 16 };
  it.each<[string, string, BinRules, string | undefined]>([
    ['accepts nine digits starting with 4', '411111111', nine, undefined],
    ['accepts eight digits on an 8-digit site', '41111111', eight, undefined],
    ['accepts surrounding spaces', ' 411111111 ', nine, undefined],
    ['lets a blank value pass to the required rule', '', nine, undefined],
    ['rejects eight digits on a 9-digit site', '41111111', nine, 'error'],
    ['rejects nine digits on an 8-digit site', '411111111', eight, 'error'],
    ['rejects a first digit other than 4', '511111111', nine, 'error'],
    ['rejects a non-digit', '41111111a', nine, 'error'],
    ['rejects inner spaces', '4111 1111', nine, 'error'],
  ])('%s', (_, value, rules, id) => {
    expect(validateBin(value, rules)?.id).toBe(id);
  });
});
