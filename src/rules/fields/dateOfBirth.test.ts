import { describe, expect, it } from 'vitest';
import { dobFieldInput, dobFieldOrder, fromDobValue, toDobValue, validateDateOfBirth, type DobField, type DobParts } from './dateOfBirth';
import type { RequirementLevel } from './requirement';

describe('date of birth field order (SPEC 5)', () => {
  it.each<[string, string | undefined, DobField[]]>([
    ['defaults to YYYY-MM-DD', undefined, ['yyyy', 'mm', 'dd']],
    ['reads YYYY-MM-DD', 'YYYY-MM-DD', ['yyyy', 'mm', 'dd']],
    ['reads MM-DD-YYYY', 'MM-DD-YYYY', ['mm', 'dd', 'yyyy']],
    ['reads DD-MM-YYYY', 'DD-MM-YYYY', ['dd', 'mm', 'yyyy']],
    ['reads lower case and slashes', 'dd/mm/yyyy', ['dd', 'mm', 'yyyy']],
    ['falls back on a format missing the day', 'MM-YYYY', ['yyyy', 'mm', 'dd']],
    ['falls back on a repeated field', 'MM-MM-YYYY', ['yyyy', 'mm', 'dd']],
  ])('%s', (_, format, order) => {
    expect(dobFieldOrder(format)).toStrictEqual(order);
  });
});

describe('date of birth input', () => {
  it.each<[DobField, string, string]>([
    ['mm', '1a2', '12'],
    ['dd', '3/1', '31'],
    ['yyyy', '19 90 1', '1990'],
    ['mm', '123', '12'],
  ])('%s keeps %j as %j', (field, input, kept) => {
    expect(dobFieldInput(field, input)).toBe(kept);
  });
});

describe('date of birth (SPEC 5)', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025, local time
  const dob = (yyyy: string, mm: string, dd: string): DobParts => ({ yyyy, mm, dd });
  it.each<[string, DobParts, RequirementLevel, number, string | undefined]>([
    ['accepts an adult', dob('1990', '02', '28'), 'Mandatory', 18, undefined],
    ['accepts one-digit month and day', dob('1990', '2', '8'), 'Mandatory', 18, undefined],
    ['strips non-digits before checking', dob('19-90', '0a2', '2 8'), 'Mandatory', 18, undefined],
    ['accepts 29 February of a leap year', dob('2000', '02', '29'), 'Mandatory', 18, undefined],
    ['accepts the 18th birthday itself', dob('2007', '06', '15'), 'Mandatory', 18, undefined],
    ['accepts the first year allowed', dob('1900', '01', '01'), 'Mandatory', 18, undefined],
    ['accepts empty fields when not mandatory', dob('', '', ''), 'Optional', 18, undefined],
    ['rejects empty fields when mandatory', dob('', '', ''), 'Mandatory', 18, 'required'],
    ['rejects a missing day as incomplete', dob('1990', '02', ''), 'Optional', 18, 'IncompleteFieldError'],
    ['rejects a missing month as incomplete', dob('1990', '', '28'), 'Mandatory', 18, 'IncompleteFieldError'],
    ['rejects a three-digit year as incomplete', dob('199', '02', '28'), 'Mandatory', 18, 'IncompleteFieldError'],
    ['rejects 30 February', dob('1990', '02', '30'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects 29 February of a common year', dob('1990', '02', '29'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects 29 February 1900, not a leap year', dob('1900', '02', '29'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects 31 April', dob('1990', '04', '31'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects month 13', dob('1990', '13', '01'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects month 00', dob('1990', '00', '01'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects day 00', dob('1990', '01', '00'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects a three-digit day', dob('1990', '01', '011'), 'Mandatory', 18, 'incompleteFormateError'],
    ['rejects the day before the 18th birthday', dob('2007', '06', '16'), 'Mandatory', 18, 'invalidAgeError'],
    ['applies the configured minimum age', dob('2008', '01', '01'), 'Mandatory', 18, 'invalidAgeError'],
    ['accepts the same person at minimum age 16', dob('2008', '01', '01'), 'Mandatory', 16, undefined],
    ['rejects a date in the future', dob('2030', '01', '01'), 'Optional', 0, 'invalidAgeError'],
    ['rejects 1899 as too old', dob('1899', '12', '31'), 'Mandatory', 18, 'maxAgeError'],
    ['rejects year 0001 as too old', dob('0001', '01', '01'), 'Mandatory', 18, 'maxAgeError'],
  ])('%s', (_, parts, level, minAge, id) => {
    expect(validateDateOfBirth(parts, { level, minAge, today })?.id).toBe(id);
  });
});

describe('date of birth value (SPEC 3)', () => {
  it.each([
    ['pads month and day', { yyyy: '1990', mm: '2', dd: '8' }, '1990-02-08'],
    ['keeps two-digit parts', { yyyy: '1990', mm: '12', dd: '31' }, '1990-12-31'],
  ])('%s', (_, parts, value) => {
    expect(toDobValue(parts)).toBe(value);
  });

  it.each([
    ['reads the first 10 characters of a timestamp', '1990-02-08T00:00:00Z', { yyyy: '1990', mm: '02', dd: '08' }],
    ['reads a plain date', '1990-12-31', { yyyy: '1990', mm: '12', dd: '31' }],
    ['gives blanks for something else', '08/02/1990', { yyyy: '', mm: '', dd: '' }],
  ])('%s', (_, value, parts) => {
    expect(fromDobValue(value)).toStrictEqual(parts);
  });
});
