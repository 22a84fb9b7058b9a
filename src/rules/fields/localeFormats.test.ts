import { describe, expect, it } from 'vitest';
import { dobFieldOrder } from './dateOfBirth';
import { localeDobFormat } from './localeFormats';
import { userFormLayout } from './userForm';

describe('the order of the date-of-birth fields a locale implies', () => {
  it.each([
    ['en_us', ['mm', 'dd', 'yyyy']],
    ['es_us', ['mm', 'dd', 'yyyy']],
    ['en_ph', ['mm', 'dd', 'yyyy']],
    ['en_gb', ['dd', 'mm', 'yyyy']],
    ['de_de', ['dd', 'mm', 'yyyy']],
    ['fr_fr', ['dd', 'mm', 'yyyy']],
    ['es_mx', ['dd', 'mm', 'yyyy']],
    ['pt_br', ['dd', 'mm', 'yyyy']],
    ['ar_ae', ['dd', 'mm', 'yyyy']],
    ['hi_in', ['dd', 'mm', 'yyyy']],
    ['ru_ru', ['dd', 'mm', 'yyyy']],
    ['en_au', ['dd', 'mm', 'yyyy']],
    ['ja_jp', ['yyyy', 'mm', 'dd']],
    ['zh_cn', ['yyyy', 'mm', 'dd']],
    ['zh_tw', ['yyyy', 'mm', 'dd']],
    ['ko_kr', ['yyyy', 'mm', 'dd']],
    ['hu_hu', ['yyyy', 'mm', 'dd']],
    ['lt_lt', ['yyyy', 'mm', 'dd']],
    ['sv_se', ['yyyy', 'mm', 'dd']],
  ])('%s: %j', (locale, order) => {
    expect(dobFieldOrder(localeDobFormat(locale))).toEqual(order);
  });
});

describe('the user form layout', () => {
  const settings = { profile: { dob: 'Mandatory' }, siteOrLocale: 'de_de', mode: 'registration' as const };

  it("takes the locale's order when the site sets no date_format", () => {
    expect(userFormLayout({ ...settings, enrollment: {}, locale: 'de_de' }).dateFormat).toBe('DD-MM-YYYY');
    expect(userFormLayout({ ...settings, enrollment: {}, locale: 'ja_jp' }).dateFormat).toBe('YYYY-MM-DD');
  });

  it("keeps the site's date_format over the locale's (SPEC 5)", () => {
    expect(userFormLayout({ ...settings, enrollment: { date_format: 'MM-DD-YYYY' }, locale: 'de_de' }).dateFormat).toBe('MM-DD-YYYY');
  });
});
