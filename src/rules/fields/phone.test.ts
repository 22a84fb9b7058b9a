import { describe, expect, it } from 'vitest';
import type { EnrollmentConfig } from './enrollmentConfig';
import { phoneRulesFor, validatePhone } from './phone';

describe('phone rules per site (SPEC 5)', () => {
  it.each<[string, string, EnrollmentConfig, string | undefined]>([
    ['Brazil gets the Brazilian mask', 'pt_br', undefined, '(00) 00000-0000'],
    ['a Brazilian promotions site gets the Brazilian mask', 'promotions.example.com_pt_br', {}, '(00) 00000-0000'],
    ['other sites get no mask', 'en_us', undefined, undefined],
    ['a configured mask wins', 'en_us', { phone_mask: '000-000-0000' }, '000-000-0000'],
    ['a configured pattern alone drops the Brazilian mask', 'pt_br', { phone_regexp: '\\d{10}' }, undefined],
  ])('%s', (_, site, config, mask) => {
    expect(phoneRulesFor(site, config).mask).toBe(mask);
  });
});

describe('phone (SPEC 5)', () => {
  it.each<[string, string, EnrollmentConfig, string, string | undefined]>([
    ['accepts a Brazilian mobile number', 'pt_br', undefined, '(11) 98765-4321', undefined],
    ['accepts the highest Brazilian area code', 'pt_br', undefined, '(99) 91234-5678', undefined],
    ['rejects a Brazilian number without the leading 9', 'pt_br', undefined, '(11) 88765-4321', 'error'],
    ['rejects a Brazilian area code with a 0', 'pt_br', undefined, '(10) 98765-4321', 'error'],
    ['rejects a part-typed Brazilian number', 'pt_br', undefined, '(11) 98765-432', 'error'],
    ['rejects Brazilian digits without the mask', 'pt_br', undefined, '11987654321', 'error'],
    ['accepts four digits internationally', 'en_us', undefined, '1234', undefined],
    ['accepts fourteen digits internationally', 'en_gb', undefined, '12345678901234', undefined],
    ['accepts a leading plus, spaces and dashes', 'en_gb', undefined, '+44 20-7946 0958', undefined],
    ['rejects three digits', 'en_us', undefined, '123', 'error'],
    ['rejects fifteen digits', 'en_us', undefined, '123456789012345', 'error'],
    ['rejects a plus in the middle', 'en_us', undefined, '12+34567', 'error'],
    ['rejects letters', 'en_us', undefined, '555-CALL-NOW', 'error'],
    ['rejects letters after enough digits', 'en_us', undefined, '5551234-CALL', 'error'],
    ['lets a blank value pass to the required rule', 'en_us', undefined, '', undefined],
    ['checks a configured mask', 'en_us', { phone_mask: '000-000-0000' }, '555-123-4567', undefined],
    ['rejects a value off the configured mask', 'en_us', { phone_mask: '000-000-0000' }, '5551234567', 'error'],
    ['checks a configured pattern', 'en_us', { phone_regexp: '0\\d{9}' }, '0612345678', undefined],
    ['rejects a value off the configured pattern', 'en_us', { phone_regexp: '0\\d{9}' }, '612345678', 'error'],
    ['checks mask and pattern together', 'fr_fr', { phone_mask: '00 00 00 00 00', phone_regexp: '0[67]\\d{8}' }, '06 12 34 56 78', undefined],
    ['rejects a masked value the pattern refuses', 'fr_fr', { phone_mask: '00 00 00 00 00', phone_regexp: '0[67]\\d{8}' }, '01 12 34 56 78', 'error'],
  ])('%s', (_, site, config, value, id) => {
    expect(validatePhone(value, phoneRulesFor(site, config))?.id).toBe(id);
  });
});

describe("the phone field's country default (issue 12: the locale decides when the site does not)", () => {
  it.each([
    ['de_de', '49'],
    ['en_us', '1'],
    ['ar_ae', '971'],
    ['hi_in', '91'],
    ['ja_jp', '81'],
    ['bank.example_fr_fr', '33'],
  ])('%s: +%s', (siteOrLocale, code) => {
    expect(phoneRulesFor(siteOrLocale, undefined).countryCode).toBe(code);
  });

  it('keeps the Brazilian mask for Brazil, and nothing for a site without a country or with its own format', () => {
    expect(phoneRulesFor('pt_br', undefined)).toMatchObject({ mask: '(00) 00000-0000' });
    expect(phoneRulesFor('localhost', undefined).countryCode).toBeUndefined();
    expect(phoneRulesFor('de_de', { phone_mask: '0000 0000000' }).countryCode).toBeUndefined();
  });

  it('still takes any international number', () => {
    expect(validatePhone('+44 20 7946 0958', phoneRulesFor('de_de', undefined))).toBeUndefined();
  });
});
