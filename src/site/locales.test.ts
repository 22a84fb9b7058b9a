import { describe, expect, it } from 'vitest';
import { defaultLocale, htmlLang, isLocale, locales, localesOf, regionOf, regions, textDirection } from './locales';

describe('locales and regions', () => {
  it('offers about 150 locales, each language_country in lower case, without duplicates', () => {
    expect(locales.length).toBeGreaterThanOrEqual(140);
    expect(locales.length).toBeLessThanOrEqual(170);
    expect(new Set(locales).size).toBe(locales.length);
    for (const locale of locales) expect(locale).toMatch(/^[a-z]{2}_[a-z]{2}$/);
  });

  it('puts every locale in exactly one region', () => {
    const counted = regions.flatMap((region) => localesOf(region));
    expect(counted.length).toBe(locales.length);
  });

  it.each([
    ['en_us', 'NA'],
    ['pt_br', 'LAC'],
    ['ja_jp', 'AP'],
    ['ar_ae', 'CEMEA'],
    ['fr_fr', 'Europe'],
  ] as const)('%s is in %s', (locale, region) => {
    expect(regionOf(locale)).toBe(region);
  });

  it('defaults to en_us', () => {
    expect(defaultLocale).toBe('en_us');
  });

  it.each([
    ['en_us', 'en-US'],
    ['pt_br', 'pt-BR'],
    ['zh_tw', 'zh-TW'],
  ] as const)('%s gives the document language %s', (locale, lang) => {
    expect(htmlLang(locale)).toBe(lang);
  });

  it.each([
    ['ar_ae', 'rtl'],
    ['ar_sa', 'rtl'],
    ['he_il', 'rtl'],
    ['ur_pk', 'rtl'],
    ['en_il', 'ltr'],
    ['en_us', 'ltr'],
    ['ja_jp', 'ltr'],
  ] as const)('%s is written %s', (locale, direction) => {
    expect(textDirection(locale)).toBe(direction);
  });

  it.each(['xx_yy', 'EN_US', 'en-us', 'en', ''])('rejects %j as a locale', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});
