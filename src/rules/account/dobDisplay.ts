// The profile's date of birth as a reader of the page's language writes a date (SPEC 3 dob: its first 10 characters).
import { htmlLang, type Locale } from '../../site/locales';

/** The date in the locale's long form, read as a calendar date (no time zone shifts it); undefined when it is no date. */
export function formatDob(dob: string | null | undefined, locale: Locale): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
