// The registration form as the gateway judges it: the site's layout and SPEC 5 rules of src/rules/fields/userForm.ts (the
// same as the screens), the cards of userAssetRequest, and what is kept of the fields the site shows.
import { checkCard, refusedAsInactive } from '../assets/cardCheck';
import { cardSettingsOf } from '../../../src/rules/cards/cardSettings';
import type { RegistrationRequest } from '../../../src/api/contracts/registration';
import {
  allOfTheAboveKey,
  kindOfFormKey,
  kindOfLegacyKey,
  legacyAttributesOf,
  marketingOptInsAttribute,
  optInKeys,
  toSavedOptIns,
  type OptInItem,
} from '../../../src/rules/preferences/marketingOptIns';
import { profileAttributeKeys } from '../users/profileUpdate';
import { isValidCardNumber } from '../../../src/rules/cards/cardNumber';
import { fromDobValue, toDobValue } from '../../../src/rules/fields/dateOfBirth';
import { fieldError, type FieldError } from '../../../src/rules/fields/fieldErrors';
import { isCommonPassword } from '../account/commonPasswords';
import { registrationChoiceSettings } from '../../../src/rules/preferences/registrationChoices';
import { offersPreferenceAttribute, toOffersPreference } from '../../../src/rules/preferences/offersPreference';
import { siteCountry } from '../../../src/rules/fields/siteCountry';
import {
  addressParts,
  isFieldShown,
  userFormLayoutOf,
  validateUserForm,
  type AddressPart,
  type UserFormLayout,
  type UserFormValues,
} from '../../../src/rules/fields/userForm';
import type { SiteConfig } from '../../../src/site/siteConfig';
import { offeredOptInKinds } from '../../../src/rules/preferences/optInChoices';
import type { UserAttribute } from '../users/userAttributes';

/** A birthday is today somewhere: judge ages by the date of the time zone furthest ahead (UTC+14). */
const furthestTimeZoneAheadMs = 14 * 60 * 60 * 1000;

export function registrationToday(now: Date = new Date()): Date {
  const ahead = new Date(now.getTime() + furthestTimeZoneAheadMs);
  return new Date(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate());
}

export function registrationLayout(site: SiteConfig, locale: string): UserFormLayout {
  // SPEC 1: a site id ends in its country only on promotions hosts; otherwise the locale tells.
  return userFormLayoutOf(site, siteCountry(site.siteId) === undefined ? locale : site.siteId, 'registration');
}

function formValues(request: RegistrationRequest): UserFormValues {
  const { title, first_name, last_name, email, password, confirm_password, phone, nationalId, bin, address, pp } = request;
  const parts: Partial<Record<AddressPart, string>> = {};
  for (const part of addressParts) {
    const value = address?.[part];
    if (value !== undefined) parts[part] = value;
  }
  return { title, first_name, last_name, email, password, confirm_password, phone, nationalId, bin, pp, address: parts, dob: fromDobValue(request.dob ?? '') };
}

function cardErrors(site: SiteConfig, request: RegistrationRequest): Record<string, FieldError> {
  const cards = request.userAssetRequest ?? [];
  const errors: Record<string, FieldError> = {};
  const seen = new Set<string>();
  const settings = cardSettingsOf(site);
  for (const [index, card] of cards.entries()) {
    const digits = card.value.replace(/\s/g, '');
    const check = checkCard(digits);
    // The same card checks as enrolment: format, Luhn, an eligible range, active where the site asks, no number twice.
    if (card.value === '' || !isValidCardNumber(card.value) || seen.has(digits) || !check.eligible || refusedAsInactive(check, settings.checkActiveStatus))
      errors[`userAssetRequest.${index}.value`] = fieldError('error');
    seen.add(digits);
  }
  if (settings.limit !== undefined && cards.length > settings.limit) errors['userAssetRequest'] = fieldError('error');
  // SPEC 5: at least one card unless cards are optional, i.e. when the site's `pan` attribute is required.
  if (cards.length === 0 && settings.required) errors['userAssetRequest'] = fieldError('required');
  return errors;
}

/** Every field error of the request by field path; empty when it may be registered. */
export function registrationErrors(site: SiteConfig, layout: UserFormLayout, request: RegistrationRequest, today: Date): Record<string, FieldError> {
  const errors: Record<string, FieldError> = { ...validateUserForm(layout, formValues(request), today), ...cardErrors(site, request) };
  // The list of common and breached passwords is the gateway's alone: the form cannot tell, so it is said here.
  if (errors['password'] === undefined && isCommonPassword(request.password)) errors['password'] = fieldError('passwordCompromised');
  return errors;
}

/** What the account keeps in the users table. */
export interface ProfileColumns {
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
}

const kept = (layout: UserFormLayout, field: Parameters<typeof isFieldShown>[1], value: string | undefined): string | null =>
  isFieldShown(layout, field) && value !== undefined && value.trim() !== '' ? value.trim() : null;

export function profileColumns(layout: UserFormLayout, request: RegistrationRequest): ProfileColumns {
  const dob = kept(layout, 'dob', request.dob);
  return {
    title: kept(layout, 'title', request.title),
    first_name: kept(layout, 'first_name', request.first_name),
    last_name: kept(layout, 'last_name', request.last_name),
    dob: dob === null ? null : toDobValue(fromDobValue(dob)),
  };
}

/**
 * Opt-ins of kinds the site offers (marketing_optins flags), each under its form key; the 'all' pseudo item is never
 * kept (SPEC 3). A legacy key counts as its kind's form key.
 */
function keptOptIns(site: SiteConfig, request: RegistrationRequest): OptInItem[] {
  const offered = offeredOptInKinds(site);
  return (request.marketing_opt_ins ?? []).flatMap(({ key, value, subscribe }) => {
    const kind = key === allOfTheAboveKey ? undefined : (kindOfFormKey(key) ?? kindOfLegacyKey(key));
    if (kind === undefined || !offered.includes(kind)) return [];
    return [{ key: optInKeys[kind].formKey, value: value ?? '', subscribe }];
  });
}

/**
 * The attributes of the new account, one per key: fields the site shows and the user filled, the address, the opt-ins
 * and the offer categories as JSON text, the privacy-policy acceptance and the locale. Cards are not attributes.
 */
export function registrationAttributes(
  site: SiteConfig,
  layout: UserFormLayout,
  request: RegistrationRequest,
  siteCategoryIds: ReadonlySet<string> = new Set(),
): UserAttribute[] {
  const attributes: UserAttribute[] = [{ key: 'locale', value: request.locale }];
  for (const field of ['phone', 'nationalId', 'bin'] as const) {
    const value = kept(layout, field, request[field]);
    // The same keys the profile update writes (the BIN lives under ninedigitbin).
    if (value !== null) attributes.push({ key: field === 'bin' ? profileAttributeKeys.bin : field, value });
  }
  if (isFieldShown(layout, 'address')) {
    const address = Object.fromEntries(
      addressParts.flatMap((part) => {
        const value = request.address?.[part]?.trim();
        return value ? [[part, value]] : [];
      }),
    );
    if (Object.keys(address).length > 0) attributes.push({ key: 'address', value: JSON.stringify(address) });
  }
  const optIns = keptOptIns(site, request);
  if (optIns.length > 0) attributes.push({ key: marketingOptInsAttribute, value: toSavedOptIns(optIns) }, ...legacyAttributesOf(optIns));
  if (isFieldShown(layout, 'pp') && request.pp === true) attributes.push({ key: 'pp', value: 'true' });
  // Categories only where the site asks for them at registration, and only those it offers.
  const categories = registrationChoiceSettings(site).categories ? [...new Set(request.offers_preference ?? [])].filter((id) => siteCategoryIds.has(id)) : [];
  if (categories.length > 0) attributes.push({ key: offersPreferenceAttribute, value: toOffersPreference(categories) });
  return attributes.sort((left, right) => left.key.localeCompare(right.key));
}
