// A calendar day as a reader of the page's language writes it: the profile's date of birth (SPEC 3 dob: its first 10
// characters) and the day a job posting was published (SPEC 9 createdOn); and a moment of the security page and the
// staff audit (issue 17).
import { htmlLang, type Locale } from '../site/locales';

/** The YYYY-MM-DD at the start of the value (SPEC 3 dob: its first 10 characters; a time may follow) when it is a real day, else undefined. */
export function calendarDay(value: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0].slice(0, 10) : undefined;
}

/** The day in the locale's long form, read as a calendar day (no time zone shifts it); undefined when it is no day. */
export function formatCalendarDay(value: string | null | undefined, locale: Locale): string | undefined {
  const day = calendarDay(value);
  if (day === undefined) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}

/** A moment (an ISO time) in the page's language and the reader's own time zone: "Nov 20, 2026, 6:30 PM". */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
