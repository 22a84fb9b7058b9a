import { describe, expect, it } from 'vitest';
import type { EnrollmentConfig } from './enrollmentConfig';
import { postalCodeRulesFor, validatePostalCode } from './postalCode';

describe('postal code (SPEC 5)', () => {
  it.each<[string, EnrollmentConfig, string, string | undefined]>([
    ['accepts a code filling the default mask', undefined, '01310-100', undefined],
    ['rejects a part-typed code under the default mask', undefined, '01310-10', 'error'],
    ['rejects unformatted digits under the default mask', undefined, '01310100', 'error'],
    ['lets a blank value pass to the required rule', undefined, '  ', undefined],
    ['checks a configured mask instead of the default', { postal_code_mask: '00000' }, '90210', undefined],
    ['rejects a value off the configured mask', { postal_code_mask: '00000' }, '01310-100', 'error'],
    ['checks a configured pattern without any mask', { postal_code_regexp: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}' }, 'SW1A 1AA', undefined],
    ['rejects a value off the configured pattern', { postal_code_regexp: '\\d{4}' }, '12345', 'error'],
    ['checks mask and pattern together', { postal_code_mask: '00000-000', postal_code_regexp: '0\\d{7}' }, '01310-100', undefined],
    ['rejects a masked value the pattern refuses', { postal_code_mask: '00000-000', postal_code_regexp: '0\\d{7}' }, '91310-100', 'error'],
  ])('%s', (_, config, value, id) => {
    expect(validatePostalCode(value, postalCodeRulesFor(config))?.id).toBe(id);
  });

  it.each<[string, EnrollmentConfig, string | undefined]>([
    ['defaults to 00000-000', undefined, '00000-000'],
    ['uses the configured mask', { postal_code_mask: '0000' }, '0000'],
    ['uses no mask beside a configured pattern alone', { postal_code_regexp: '\\d{4}' }, undefined],
  ])('mask %s', (_, config, mask) => {
    expect(postalCodeRulesFor(config).mask).toBe(mask);
  });
});
