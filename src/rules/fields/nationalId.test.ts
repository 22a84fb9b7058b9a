import { describe, expect, it } from 'vitest';
import type { EnrollmentConfig } from './enrollmentConfig';
import { isValidCpf, isValidSsn, nationalIdRulesFor, validateNationalId } from './nationalId';

describe('CPF check (SPEC 5)', () => {
  it.each([
    ['accepts the well-known test CPF 529.982.247-25', '52998224725', true],
    ['accepts 111.444.777-35', '11144477735', true],
    ['accepts 453.178.287-91', '45317828791', true],
    ['accepts 935.411.347-80, second check digit 0', '93541134780', true],
    ['accepts 987.654.321-00, both check digits 0', '98765432100', true],
    ['accepts a CPF with leading zeros', '00000000191', true],
    ['rejects a wrong first check digit', '52998224715', false],
    ['rejects a wrong second check digit', '52998224724', false],
    ['rejects all ones, though the sums work', '11111111111', false],
    ['rejects all zeros', '00000000000', false],
    ['rejects the published sample 123.456.789-09', '12345678909', false],
    ['rejects ten digits', '5299822472', false],
    ['rejects twelve digits', '529982247250', false],
    ['rejects punctuation', '529.982.247-25', false],
  ])('%s', (_, digits, valid) => {
    expect(isValidCpf(digits)).toBe(valid);
  });
});

describe('SSN check (SPEC 5)', () => {
  it.each([
    ['accepts an ordinary number', '536221234', true],
    ['accepts area 665', '665221234', true],
    ['accepts area 899', '899221234', true],
    ['rejects area 000', '000221234', false],
    ['rejects area 666', '666221234', false],
    ['rejects an area in the 900s', '900221234', false],
    ['rejects group 00', '536001234', false],
    ['rejects serial 0000', '536220000', false],
    ['rejects the Woolworth wallet sample 078-05-1120', '078051120', false],
    ['rejects the sample 219-09-9999', '219099999', false],
    ['rejects 123-45-6789', '123456789', false],
    ['rejects eight digits', '53622123', false],
  ])('%s', (_, digits, valid) => {
    expect(isValidSsn(digits)).toBe(valid);
  });
});

describe('national id per site config (SPEC 5)', () => {
  const cpf = { national_id_type: 'cpf' };
  const ssn = { national_id_type: 'SSN' };
  it.each<[string, EnrollmentConfig, string, string | undefined]>([
    ['accepts a formatted valid CPF', cpf, '529.982.247-25', undefined],
    ['rejects the unformatted digits of a valid CPF', cpf, '52998224725', 'error'],
    ['rejects a formatted CPF with a bad check digit', cpf, '529.982.247-24', 'error'],
    ['rejects a CPF in the SSN format', cpf, '529-98-224725', 'error'],
    ['rejects a part-typed CPF', cpf, '529.982.247-2', 'error'],
    ['accepts a formatted valid SSN, type in any case', ssn, '536-22-1234', undefined],
    ['rejects a blocked SSN', ssn, '078-05-1120', 'error'],
    ['rejects an SSN with letters', ssn, '536-22-12a4', 'error'],
    ['lets a blank value pass to the required rule', cpf, '', undefined],
    ['checks only the configured mask without a type', { national_id_mask: '00.000.000' }, '12.345.678', undefined],
    ['rejects a value off the configured mask', { national_id_mask: '00.000.000' }, '12.345.67', 'error'],
    ['checks a configured pattern', { national_id_regexp: '[A-Z]\\d{7}' }, 'X1234567', undefined],
    ['rejects a value off the configured pattern', { national_id_regexp: '[A-Z]\\d{7}' }, '11234567', 'error'],
    ['a configured mask replaces the type format', { national_id_type: 'cpf', national_id_mask: '000000000-00' }, '529982247-25', undefined],
    ['checks the algorithm even when mask and pattern fit', { national_id_type: 'cpf', national_id_regexp: '\\d{11}' }, '529.982.247-24', 'error'],
    ['checks nothing when nothing is configured', undefined, 'anything', undefined],
    ['ignores an unknown type', { national_id_type: 'dni' }, 'anything', undefined],
  ])('%s', (_, config, value, id) => {
    expect(validateNationalId(value, nationalIdRulesFor(config))?.id).toBe(id);
  });

  it.each<[string, EnrollmentConfig, string | undefined]>([
    ['cpf formats as 000.000.000-00', cpf, '000.000.000-00'],
    ['ssn formats as 000-00-0000', ssn, '000-00-0000'],
    ['no type, no mask', {}, undefined],
  ])('%s', (_, config, mask) => {
    expect(nationalIdRulesFor(config).mask).toBe(mask);
  });
});
