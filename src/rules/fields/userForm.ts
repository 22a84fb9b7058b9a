// The user form of registration and profile editing: which fields a site shows and requires, and every SPEC 5
// rule applied to them. Shared by the screens and the gateway, so both sides judge a form the same way.
import { localeDobFormat } from './localeFormats';
import { validateAddressPart } from './address';
import { binRulesFor, validateBin, type BinRules } from './bin';
import { validateDateOfBirth, type DobParts } from './dateOfBirth';
import { validateEmail } from './email';
import type { EnrollmentConfig } from './enrollmentConfig';
import { fieldError, type FieldError, type FieldResult } from './fieldErrors';
import { validateName } from './names';
import { nationalIdRulesFor, validateNationalId, type NationalIdRules } from './nationalId';
import { confirmPassword, validatePassword } from './password';
import { phoneRulesFor, validatePhone, type PhoneRules } from './phone';
import type { SiteConfig } from '../../site/siteConfig';
import { siteSettingsOf } from '../../site/siteSettings';
import { postalCodeRulesFor, validatePostalCode, type PostalCodeRules } from './postalCode';
import { isPrivacyPolicyShown, privacyPolicyLevel, validatePrivacyPolicy } from './privacyPolicy';
import { isRequired, requiredError, requirementOf, type RequirementLevel } from './requirement';
import { textInputMaxLength } from './textInput';
import { isTitle } from './titles';

export type UserFormMode = 'registration' | 'profile';

/** Attribute keys of SPEC 3 the form collects; address parts are `address.{part}`. */
export const addressParts = ['street', 'number', 'neighborhood', 'additionalInformation', 'city', 'state', 'zipcode'] as const;
export type AddressPart = (typeof addressParts)[number];

const userFields = ['title', 'first_name', 'last_name', 'email', 'password', 'confirm_password', 'dob', 'phone', 'nationalId', 'bin', 'address', 'pp'] as const;
export type UserField = (typeof userFields)[number];
export type UserFieldPath = Exclude<UserField, 'address'> | `address.${AddressPart}`;

/** SPEC 5: the profile form leaves these out. */
const excludedFromProfile: ReadonlySet<UserField> = new Set(['pp', 'nationalId', 'password', 'confirm_password', 'email']);

/** Parts of an address that are always optional; the others follow the address's level. */
const optionalAddressParts: ReadonlySet<AddressPart> = new Set(['neighborhood', 'additionalInformation']);

export type Address = Readonly<Partial<Record<AddressPart, string>>>;

/** What a user typed. Absent fields count as blank. */
export interface UserFormValues {
  readonly title?: string | undefined;
  readonly first_name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly email?: string | undefined;
  readonly password?: string | undefined;
  readonly confirm_password?: string | undefined;
  readonly dob?: DobParts | undefined;
  readonly phone?: string | undefined;
  readonly nationalId?: string | undefined;
  readonly bin?: string | undefined;
  readonly address?: Address | undefined;
  readonly pp?: boolean | undefined;
}

export type UserFormErrors = Partial<Record<UserFieldPath, FieldError>>;

/** What a form holds while someone types: every field present, blanks as ''. */
export interface UserEntries {
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  dob: DobParts;
  phone: string;
  nationalId: string;
  bin: string;
  address: Record<AddressPart, string>;
  pp: boolean;
}

export function emptyUserEntries(): UserEntries {
  return {
    title: '',
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
    dob: { mm: '', dd: '', yyyy: '' },
    phone: '',
    nationalId: '',
    bin: '',
    address: { street: '', number: '', neighborhood: '', additionalInformation: '', city: '', state: '', zipcode: '' },
    pp: false,
  };
}

/** A site's reading of the form: the level of each field and the rules its settings select. */
export interface UserFormLayout {
  readonly mode: UserFormMode;
  readonly levels: Readonly<Record<UserField, RequirementLevel>>;
  readonly bin: BinRules;
  readonly phone: PhoneRules;
  readonly nationalId: NationalIdRules;
  readonly postalCode: PostalCodeRules;
  readonly dateFormat: string | undefined;
}

export interface UserFormSettings {
  /** user_site_profile (else user_global_profile) feature config: a requirement level per attribute key. */
  readonly profile: Readonly<Record<string, unknown>> | undefined;
  readonly enrollment: EnrollmentConfig;
  /** Site id or locale ending in `_xx`, for the country defaults of BIN and phone. */
  readonly siteOrLocale: string;
  readonly mode: UserFormMode;
  /** The page's locale: decides the order of the date-of-birth fields when the site does not (dobFormatOf). */
  readonly locale?: string | undefined;
}

/**
 * Levels per field. The sign-in identifier and password are always mandatory on registration; names are mandatory
 * unless the site says otherwise; any other attribute the site does not describe is not collected.
 */
export function userFormLayout({ profile, enrollment, siteOrLocale, mode, locale }: UserFormSettings): UserFormLayout {
  const configured = (key: string, fallback: RequirementLevel): RequirementLevel => (profile?.[key] === undefined ? fallback : requirementOf(profile[key]));
  const levels: Record<UserField, RequirementLevel> = {
    title: configured('title', 'None'),
    first_name: configured('first_name', 'Mandatory'),
    last_name: configured('last_name', 'Mandatory'),
    email: 'Mandatory',
    password: 'Mandatory',
    confirm_password: 'Mandatory',
    dob: configured('dob', 'None'),
    phone: configured('phone', 'None'),
    nationalId: configured('nationalId', 'None'),
    bin: profile?.['bin'] === undefined ? configured('ninedigitbin', 'None') : configured('bin', 'None'),
    address: configured('address', 'None'),
    pp: isPrivacyPolicyShown(enrollment) ? privacyPolicyLevel(enrollment) : 'None',
  };
  if (mode === 'profile') for (const field of excludedFromProfile) levels[field] = 'None';
  return {
    mode,
    levels,
    bin: binRulesFor(siteOrLocale, enrollment),
    phone: phoneRulesFor(siteOrLocale, enrollment),
    nationalId: nationalIdRulesFor(enrollment),
    postalCode: postalCodeRulesFor(enrollment, siteOrLocale),
    // The site's date_format wins (SPEC 5); else the locale's own order.
    dateFormat: typeof enrollment?.['date_format'] === 'string' ? enrollment['date_format'] : locale === undefined ? undefined : localeDobFormat(locale),
  };
}

/** The layout of a site's user form from its settings (src/site/siteSettings.ts). */
export function userFormLayoutOf(config: SiteConfig, siteOrLocale: string, mode: UserFormMode, locale?: string): UserFormLayout {
  const { profile, enrollment } = siteSettingsOf(config);
  return userFormLayout({ profile: profile.levels, enrollment, siteOrLocale, mode, locale });
}

/** Shown on registration: Mandatory, Optional, A, B. Shown on the profile: those and ProfileOptional. */
export function isFieldShown(layout: UserFormLayout, field: UserField): boolean {
  const level = layout.levels[field];
  if (level === 'None' || level === 'C') return false;
  return layout.mode === 'profile' || level !== 'ProfileOptional';
}

export function isFieldRequired(layout: UserFormLayout, field: UserField): boolean {
  return isFieldShown(layout, field) && isRequired(layout.levels[field]);
}

/** A value longer than a text input allows is refused, not cut: the gateway never stores more than the form offers. */
function withinLength(value: string, result: FieldResult): FieldResult {
  return result ?? (value.length > textInputMaxLength ? fieldError('error') : undefined);
}

function fieldResult(layout: UserFormLayout, field: Exclude<UserField, 'address'>, values: UserFormValues, today: Date): FieldResult {
  const level = layout.levels[field];
  const text = (value: string | undefined) => value ?? '';
  switch (field) {
    case 'title': {
      const title = text(values.title);
      // Either choice list is accepted: the otherTitles flag shapes what a page offers, not what a profile may hold.
      return requiredError(level, title) ?? (title === '' || isTitle(title, true) ? undefined : fieldError('error'));
    }
    case 'first_name':
    case 'last_name': {
      const value = text(values[field]);
      return value.trim() === '' ? requiredError(level, value) : withinLength(value, validateName(value));
    }
    case 'email':
      return validateEmail(text(values.email));
    case 'password':
      return validatePassword(text(values.password));
    case 'confirm_password':
      return confirmPassword(text(values.password), text(values.confirm_password));
    case 'dob':
      return validateDateOfBirth(values.dob ?? { mm: '', dd: '', yyyy: '' }, { level, minAge: layout.bin.minAge, today });
    case 'phone':
      return requiredError(level, text(values.phone)) ?? validatePhone(text(values.phone), layout.phone);
    case 'nationalId':
      return requiredError(level, text(values.nationalId)) ?? validateNationalId(text(values.nationalId), layout.nationalId);
    case 'bin':
      return requiredError(level, text(values.bin)) ?? validateBin(text(values.bin), layout.bin);
    case 'pp':
      return level === 'None' ? undefined : validatePrivacyPolicy(values.pp === true, { privacy_policy_display: level });
  }
}

function addressResults(layout: UserFormLayout, address: Address): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const part of addressParts) {
    const value = address[part] ?? '';
    const level: RequirementLevel = optionalAddressParts.has(part) ? 'Optional' : layout.levels.address;
    const format = part === 'zipcode' ? validatePostalCode(value, layout.postalCode) : validateAddressPart(value);
    const result = requiredError(level, value) ?? withinLength(value, format);
    if (result) errors[`address.${part}`] = result;
  }
  return errors;
}

/**
 * Every error of the form, by field path; an empty object means the form may be sent. Fields the layout does not
 * show are not judged (and the gateway drops them). `today` is the user's date, for the age rules.
 */
export function validateUserForm(layout: UserFormLayout, values: UserFormValues, today: Date): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const field of userFields) {
    if (!isFieldShown(layout, field)) continue;
    if (field === 'address') {
      Object.assign(errors, addressResults(layout, values.address ?? {}));
      continue;
    }
    const result = fieldResult(layout, field, values, today);
    if (result) errors[field] = result;
  }
  return errors;
}

/**
 * What the country rules of BIN and phone read: the site id when it ends in a locale (promotions sites), else the
 * page's locale, since host-only site ids carry no country. Screens and gateway call this with the same two values.
 */
export function siteOrLocaleFor(siteId: string, locale: string): string {
  return /_[a-z]{2}$/i.test(siteId) ? siteId : locale;
}
