import { describe, expect, it } from 'vitest';
import { formatDob } from './dobDisplay';

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
