// The profile form (SPEC 2 edit-profile, SPEC 5 "The profile form excludes pp, national id, password, confirm password
// and email"): its entries prefilled from the profile and the site's attributes, and the update it sends.
import { fromDobValue, toDobValue } from '../fields/dateOfBirth';
import type { FieldError } from '../fields/fieldErrors';
import {
  addressParts,
  emptyUserEntries,
  isFieldShown,
  type AddressPart,
  type UserEntries,
  type UserField,
  type UserFormErrors,
  type UserFormLayout,
} from '../fields/userForm';

/** Where the form's fields that are not profile columns live: attributes of the user on the site (as the gateway keeps them). */
const profileAttributeKeys = { phone: 'phone', bin: 'ninedigitbin', address: 'address' } as const;

/** The SPEC 3 profile fields the form shows. */
export interface ProfileFields {
  title?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  dob?: string | null | undefined;
}

/** The parts of an address attribute (JSON of its parts); an unreadable value reads as blank parts. */
export function parseAddressAttribute(value: string | undefined): Record<AddressPart, string> {
  const blank = emptyUserEntries().address;
  if (value === undefined || value === '') return blank;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return blank;
  }
  if (typeof parsed !== 'object' || parsed === null) return blank;
  const stored = parsed as Record<string, unknown>;
  return Object.fromEntries(addressParts.map((part) => [part, typeof stored[part] === 'string' ? stored[part] : ''])) as Record<AddressPart, string>;
}

/** The form as the account stands: profile columns and the site's attributes. */
export function profileEntries(profile: ProfileFields, attributes: Readonly<Record<string, string>>): UserEntries {
  return {
    ...emptyUserEntries(),
    title: profile.title ?? '',
    first_name: profile.firstName ?? '',
    last_name: profile.lastName ?? '',
    dob: fromDobValue(profile.dob ?? ''),
    phone: attributes[profileAttributeKeys.phone] ?? '',
    bin: attributes[profileAttributeKeys.bin] ?? '',
    address: parseAddressAttribute(attributes[profileAttributeKeys.address]),
  };
}

/** What the update sends: every field the layout shows, as typed ('' clears an optional one); dob as YYYY-MM-DD or ''. */
export interface ProfileUpdate {
  title?: string;
  first_name?: string;
  last_name?: string;
  dob?: string;
  phone?: string;
  bin?: string;
  address?: Record<AddressPart, string>;
}

export function profileUpdateOf(layout: UserFormLayout, entries: UserEntries): ProfileUpdate {
  const shown = (field: Parameters<typeof isFieldShown>[1]) => isFieldShown(layout, field);
  const dobBlank = entries.dob.mm === '' && entries.dob.dd === '' && entries.dob.yyyy === '';
  return {
    ...(shown('title') ? { title: entries.title } : {}),
    ...(shown('first_name') ? { first_name: entries.first_name.trim() } : {}),
    ...(shown('last_name') ? { last_name: entries.last_name.trim() } : {}),
    ...(shown('dob') ? { dob: dobBlank ? '' : toDobValue(entries.dob) } : {}),
    ...(shown('phone') ? { phone: entries.phone.trim() } : {}),
    ...(shown('bin') ? { bin: entries.bin } : {}),
    ...(shown('address') ? { address: { ...entries.address } } : {}),
  };
}

/**
 * The gateway's field errors (VALIDATION_FAILED, by field path) that the form can show under a field it shows; errors
 * for other paths are left out, and none left means the form says it otherwise (a banner).
 */
export function fieldErrorsOnForm(layout: UserFormLayout, fields: Readonly<Record<string, FieldError>>): UserFormErrors {
  const shownPath = (path: string): boolean => {
    const [field, part] = path.split('.');
    if (field === 'address') return part !== undefined && (addressParts as readonly string[]).includes(part) && isFieldShown(layout, 'address');
    return part === undefined && Object.keys(layout.levels).includes(field ?? '') && isFieldShown(layout, field as UserField);
  };
  return Object.fromEntries(Object.entries(fields).filter(([path]) => shownPath(path)));
}

/** A text value of the kept work where the form has a text field of that name; the form's own value otherwise. */
function keptText(own: string, kept: unknown): string {
  return typeof kept === 'string' && kept.length <= 200 ? kept : own;
}

/**
 * The profile form's entries with what the cardholder had typed before a sign-out put back (src/state/page/keptWork):
 * only the text fields the profile form has, each as typed; e-mail, password and national id stay the profile's.
 */
export function withKeptEntries(entries: UserEntries, kept: unknown): UserEntries {
  if (typeof kept !== 'object' || kept === null) return entries;
  const typed = kept as Partial<Record<keyof UserEntries, unknown>>;
  const part = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  const dob = part(typed.dob);
  const address = part(typed.address);
  return {
    ...entries,
    title: keptText(entries.title, typed.title),
    first_name: keptText(entries.first_name, typed.first_name),
    last_name: keptText(entries.last_name, typed.last_name),
    phone: keptText(entries.phone, typed.phone),
    dob: { mm: keptText(entries.dob.mm, dob['mm']), dd: keptText(entries.dob.dd, dob['dd']), yyyy: keptText(entries.dob.yyyy, dob['yyyy']) },
    address: Object.fromEntries(Object.entries(entries.address).map(([name, own]) => [name, keptText(own, address[name])])) as UserEntries['address'],
  };
}
