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

describe('the postal code format a country implies when the site sets none (issue 12: the locale decides)', () => {
  it.each<[string, string, string, boolean]>([
    ['Brazil keeps SPEC 5 default mask', 'pt_br', '01310-100', true],
    ['the United States: ZIP', 'en_us', '90210', true],
    ['the United States: ZIP+4', 'es_us', '90210-1234', true],
    ['the United Kingdom: a postcode', 'en_gb', 'SW1A 1AA', true],
    ['the United Kingdom refuses a Brazilian CEP', 'en_gb', '01310-100', false],
    ['Canada', 'fr_ca', 'H2X 1Y4', true],
    ['the Netherlands', 'nl_nl', '1012 AB', true],
    ['Germany: five digits', 'de_de', '10115', true],
    ['Germany refuses four', 'de_de', '1011', false],
    ['Portugal: 0000-000', 'pt_pt', '1000-001', true],
    ['Poland: 00-000', 'pl_pl', '00-950', true],
    ['Japan', 'ja_jp', '100-0001', true],
    ['Sweden: 123 45', 'sv_se', '111 22', true],
    ['Switzerland: four digits', 'de_ch', '8001', true],
    ['India: six digits', 'hi_in', '110001', true],
    ['a country without postal codes takes a short code of letters and digits', 'ar_ae', '00000', true],
    ['a site id that ends in a country', 'bank.example_de_de', '10115', true],
  ])('%s', (_, siteOrLocale, code, accepted) => {
    expect(validatePostalCode(code, postalCodeRulesFor(undefined, siteOrLocale))).toEqual(accepted ? undefined : { id: 'error' });
  });

  it("keeps the site's configured format over the country's", () => {
    expect(postalCodeRulesFor({ postal_code_mask: '00000' }, 'en_gb')).toEqual({ mask: '00000' });
  });
});
