import { describe, expect, it } from 'vitest';
import { defaultLocale, htmlLang, isLocale, languageOf, locales, regionOf, regions, textDirection, type Locale } from './locales';

describe('supported locales (SPEC 1)', () => {
  it('number about 150', () => {
    expect(locales.length).toBeGreaterThanOrEqual(140);
    expect(locales.length).toBeLessThanOrEqual(170);
  });

  it('are each language_country in lower case', () => {
    const malformed = locales.filter((locale) => !/^[a-z]{2}_[a-z]{2}$/.test(locale));
    expect(malformed).toEqual([]);
  });

  it('hold no duplicates', () => {
    const duplicates = locales.filter((locale, index) => locales.indexOf(locale) !== index);
    expect(duplicates).toEqual([]);
  });

  it('default to en_us, which is supported', () => {
    expect(defaultLocale).toBe('en_us');
    expect(isLocale(defaultLocale)).toBe(true);
  });

  it.each(['en_us', 'pt_br', 'ja_jp', 'ar_ae', 'fr_fr', 'he_il', 'ur_pk'])('include %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(['xx_yy', 'EN_US', 'en-us', 'en_US', 'en', 'en_us ', ''])('reject %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('regions (SPEC 2 "Page behaviour")', () => {
  it('are the five of SPEC 2', () => {
    expect(regions).toEqual(['NA', 'LAC', 'AP', 'CEMEA', 'Europe']);
  });

  it('hold every locale in exactly one region', () => {
    expect(locales.filter((locale, index) => locales.indexOf(locale) !== index)).toEqual([]);
  });

  it.each<[Locale, string]>([
    ['en_us', 'NA'],
    ['pt_br', 'LAC'],
    ['ja_jp', 'AP'],
    ['ar_ae', 'CEMEA'],
    ['fr_fr', 'Europe'],
  ])('put %s in %s', (locale, region) => {
    expect(regionOf(locale)).toBe(region);
  });
});

describe('document language and direction', () => {
  it.each<[Locale, string]>([
    ['en_us', 'en-US'],
    ['pt_br', 'pt-BR'],
    ['zh_tw', 'zh-TW'],
    ['ar_ae', 'ar-AE'],
  ])('%s gives <html lang="%s">', (locale, lang) => {
    expect(htmlLang(locale)).toBe(lang);
  });

  it('gives every locale a language-REGION tag', () => {
    const malformed = locales.filter((locale) => !/^[a-z]{2}-[A-Z]{2}$/.test(htmlLang(locale)));
    expect(malformed).toEqual([]);
  });

  it.each<[Locale, 'ltr' | 'rtl']>([
    ['ar_ae', 'rtl'],
    ['he_il', 'rtl'],
    ['ur_pk', 'rtl'],
    ['en_il', 'ltr'],
    ['en_pk', 'ltr'],
    ['en_us', 'ltr'],
    ['ja_jp', 'ltr'],
  ])('writes %s %s', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });

  it('writes every Arabic locale right to left', () => {
    const arabic = locales.filter((locale) => languageOf(locale) === 'ar');
    expect(arabic.length).toBeGreaterThan(1);
    expect(arabic.filter((locale) => textDirection(locale) !== 'rtl')).toEqual([]);
  });

  it('writes every locale other than ar_*, he_il and ur_pk left to right', () => {
    const rightToLeft = locales.filter((locale) => textDirection(locale) === 'rtl');
    const expected = locales.filter((locale) => languageOf(locale) === 'ar' || locale === 'he_il' || locale === 'ur_pk');
    expect(rightToLeft).toEqual(expected);
  });
});
