// Date of birth in three fields: order, input, validation and the stored value (SPEC 5 "Date of birth", SPEC 9).
import { fieldError, type FieldResult } from './fieldErrors';
import { isRequired, type RequirementLevel } from './requirement';

export type DobField = 'mm' | 'dd' | 'yyyy';
export type DobParts = Readonly<Record<DobField, string>>;

export const dobFieldLength = { mm: 2, dd: 2, yyyy: 4 } as const satisfies Record<DobField, number>;

/** Birth years up to this one give maxAgeError (SPEC 9: minimum birth year exclusive 1899). */
const lastRefusedBirthYear = 1899;

/**
 * Field order from date_format (YYYY-MM-DD, MM-DD-YYYY, DD-MM-YYYY, any case or separator).
 * A format that does not name each of year, month and day once falls back to the default.
 */
export function dobFieldOrder(format: string | undefined): readonly DobField[] {
  const letters = (format ?? '').toLowerCase().match(/y+|m+|d+/g) ?? [];
  const order = letters.map((run): DobField => (run.startsWith('y') ? 'yyyy' : run.startsWith('m') ? 'mm' : 'dd'));
  return order.length === 3 && new Set(order).size === 3 ? order : ['yyyy', 'mm', 'dd'];
}

/** What a field keeps of the typed input: its digits, cut to the field's length. */
export function dobFieldInput(field: DobField, input: string): string {
  return input.replace(/\D/g, '').slice(0, dobFieldLength[field]);
}

export interface DobRules {
  readonly level: RequirementLevel;
  /** From dob_min_age, else the site's minimum age (binRulesFor). */
  readonly minAge: number;
  /** The user's today, in local time; a parameter so tests need no clock. */
  readonly today: Date;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function ageOn(today: Date, year: number, month: number, day: number): number {
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * Blank is an error only at level Mandatory (or A). Month and day take one or two digits, the year four.
 * Checks in order: incomplete, not a calendar date, year up to 1899, younger than the minimum age.
 */
export function validateDateOfBirth(parts: DobParts, rules: DobRules): FieldResult {
  const mm = parts.mm.replace(/\D/g, '');
  const dd = parts.dd.replace(/\D/g, '');
  const yyyy = parts.yyyy.replace(/\D/g, '');
  if (mm === '' && dd === '' && yyyy === '') return isRequired(rules.level) ? fieldError('required') : undefined;
  if (mm === '' || dd === '' || yyyy.length < dobFieldLength.yyyy) return fieldError('IncompleteFieldError');
  const [year, month, day] = [Number(yyyy), Number(mm), Number(dd)];
  const tooLong = mm.length > dobFieldLength.mm || dd.length > dobFieldLength.dd || yyyy.length > dobFieldLength.yyyy;
  if (tooLong || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return fieldError('incompleteFormateError');
  }
  if (year <= lastRefusedBirthYear) return fieldError('maxAgeError');
  return ageOn(rules.today, year, month, day) < rules.minAge ? fieldError('invalidAgeError') : undefined;
}

/** The profile value, YYYY-MM-DD, month and day padded to two digits. */
export function toDobValue(parts: DobParts): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  return `${digits(parts.yyyy)}-${digits(parts.mm).padStart(2, '0')}-${digits(parts.dd).padStart(2, '0')}`;
}

/** The three fields of a profile dob: its first 10 characters, YYYY-MM-DD (SPEC 3). Anything else gives blanks. */
export function fromDobValue(dob: string): DobParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob);
  return match ? { yyyy: match[1] ?? '', mm: match[2] ?? '', dd: match[3] ?? '' } : { yyyy: '', mm: '', dd: '' };
}
