import { describe, expect, it } from 'vitest';
import { calendarDay, formatCalendarDay as formatDob, formatMoment } from './calendarDay';
import type { Locale } from '../site/locales';

describe('the date of birth on the profile', () => {
  it.each([
    ['1990-04-12', 'en_us', 'April 12, 1990'],
    ['1990-04-12', 'en_gb', '12 April 1990'],
    ['1990-04-12', 'de_de', '12. April 1990'],
    ['1990-04-12', 'pt_br', '12 de abril de 1990'],
    ['1990-04-12T00:00:00Z', 'en_us', 'April 12, 1990'],
    ['2000-01-01', 'en_us', 'January 1, 2000'],
  ] as const)('%s in %s reads %s', (dob, locale, shown) => {
    expect(formatDob(dob, locale)).toBe(shown);
  });

  it('is written in the page language for right-to-left locales too', () => {
    expect(formatDob('1990-04-12', 'ar_ae')).toBe(new Intl.DateTimeFormat('ar-AE', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(1990, 3, 12)));
  });

  it.each([[null], [undefined], [''], ['12/04/1990'], ['1990-02-30'], ['1990-13-01']])('%j is no date', (dob) => {
    expect(formatDob(dob, 'en_us')).toBeUndefined();
  });
});

describe('the date of birth in the form of each locale (Intl.DateTimeFormat, long style)', () => {
  it.each<[Locale, string]>([
    ['en_us', 'April 12, 1990'],
    ['en_gb', '12 April 1990'],
    ['de_de', '12. April 1990'],
    ['fr_fr', '12 avril 1990'],
    ['es_mx', '12 de abril de 1990'],
    ['pt_br', '12 de abril de 1990'],
    ['it_it', '12 aprile 1990'],
    ['nl_nl', '12 april 1990'],
    ['sv_se', '12 april 1990'],
    ['pl_pl', '12 kwietnia 1990'],
    ['ru_ru', '12 апреля 1990 г.'],
    ['tr_tr', '12 Nisan 1990'],
    ['hu_hu', '1990. április 12.'],
    ['ja_jp', '1990年4月12日'],
    ['zh_tw', '1990年4月12日'],
    ['ko_kr', '1990년 4월 12일'],
  ])('%s: %s', (locale, written) => {
    expect(formatDob('1990-04-12', locale)).toBe(written);
  });
});

describe('a calendar day at the start of a value', () => {
  it.each([
    ['2026-11-20', '2026-11-20'],
    ['2026-11-20T08:00:00Z', '2026-11-20'],
    ['2026-02-29', undefined],
    ['2026-11-20 08:00', '2026-11-20'],
    ['20-11-2026', undefined],
  ])('%s gives %s', (value, day) => {
    expect(calendarDay(value)).toBe(day);
  });
});

describe('a moment of the security page and the staff audit', () => {
  it('writes a moment with date and time in the page’s language', () => {
    const moment = formatMoment('2026-11-20T18:30:00.000Z', 'de_de');
    expect(moment).toMatch(/20\.11\.2026/);
    expect(formatMoment('2026-11-20T18:30:00.000Z', 'en_us')).toMatch(/Nov 20, 2026/);
  });
});
