// POST user-mgmt/user/update (SPEC 7, SPEC 5, SPEC 6): the profile form, judged by the same rules as the screen
// (src/rules/fields/userForm.ts, profile mode) with the site's config from D1, then stored in the account and its attributes.
import { profileUpdateRequestSchema, type ProfileUpdateRequest } from '../../../src/api/contracts/profile';
import { fromDobValue, toDobValue } from '../../../src/rules/fields/dateOfBirth';
import { siteCountry } from '../../../src/rules/fields/siteCountry';
import {
  addressParts,
  isFieldShown,
  userFormLayoutOf,
  validateUserForm,
  type Address,
  type UserFormLayout,
  type UserFormValues,
} from '../../../src/rules/fields/userForm';
import { isProfileUpdatable } from '../../../src/site/siteSettings';
import { defaultLocale } from '../../../src/site/locales';
import { defaultSiteConfig, type SiteConfig } from '../../../src/site/siteConfig';
import { findUserById, toUserProfile } from '../auth/users';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { readJsonBody } from '../jsonBody';
import { findSiteConfig } from '../siteConfigService';
import { authenticateAccount, type UserRow } from './signedInAccount';
import { readAttributes, removeAttributes, writeAttributes, type UserAttribute } from './userAttributes';

/** Where the form's fields that are not profile columns live: attributes of the user on the site. */
export const profileAttributeKeys = { phone: 'phone', bin: 'ninedigitbin', address: 'address', locale: 'locale' } as const;

/** The earliest time zone's date: a user whose birthday has begun anywhere is not refused for being a day short. */
export function formToday(nowSeconds: number): Date {
  const earliest = new Date((nowSeconds + 14 * 60 * 60) * 1000);
  return new Date(earliest.getUTCFullYear(), earliest.getUTCMonth(), earliest.getUTCDate());
}

function parseAddress(value: string | undefined): Address {
  if (value === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const entries = addressParts.flatMap((part) => {
      const partValue = (parsed as Record<string, unknown>)[part];
      return typeof partValue === 'string' ? [[part, partValue] as const] : [];
    });
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

/** The form as stored now. */
function storedValues(user: UserRow, attributes: ReadonlyMap<string, string>): UserFormValues {
  return {
    title: user.title ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    dob: fromDobValue(user.dob ?? ''),
    phone: attributes.get(profileAttributeKeys.phone) ?? '',
    bin: attributes.get(profileAttributeKeys.bin) ?? '',
    address: parseAddress(attributes.get(profileAttributeKeys.address)),
  };
}

/** The fields the request gives, as the form names them. */
function givenValues(body: ProfileUpdateRequest): UserFormValues {
  const { dob, address, ...rest } = body;
  return {
    ...rest,
    ...(dob === undefined ? {} : { dob: fromDobValue(dob) }),
    ...(address === undefined ? {} : { address: withoutAbsentParts(address) }),
  };
}

function withoutAbsentParts(address: NonNullable<ProfileUpdateRequest['address']>): Address {
  return Object.fromEntries(Object.entries(address).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The site's country for BIN and phone defaults: from the site id, else the user's locale, else the default locale. */
function countrySource(siteId: string, attributes: ReadonlyMap<string, string>): string {
  return siteCountry(siteId) !== undefined ? siteId : (attributes.get(profileAttributeKeys.locale) ?? defaultLocale);
}

function profileLayout(config: SiteConfig, siteOrLocale: string): UserFormLayout {
  return userFormLayoutOf(config, siteOrLocale, 'profile');
}

/** Stores the given fields the layout shows; fields it does not show are dropped. */
async function store(db: D1Database, user: UserRow, siteId: string, layout: UserFormLayout, body: ProfileUpdateRequest): Promise<void> {
  const shown = (field: Parameters<typeof isFieldShown>[1]) => isFieldShown(layout, field);
  const column = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  const columns: [string, string | null][] = [];
  if (body.title !== undefined && shown('title')) columns.push(['title', column(body.title)]);
  if (body.first_name !== undefined && shown('first_name')) columns.push(['first_name', column(body.first_name)]);
  if (body.last_name !== undefined && shown('last_name')) columns.push(['last_name', column(body.last_name)]);
  if (body.dob !== undefined && shown('dob')) columns.push(['dob', body.dob === '' ? null : toDobValue(fromDobValue(body.dob))]);
  if (columns.length > 0) {
    await db
      .prepare(`UPDATE users SET ${columns.map(([name]) => `${name} = ?`).join(', ')} WHERE id = ?`)
      .bind(...columns.map(([, value]) => value), user.id)
      .run();
  }
  const writes: UserAttribute[] = [];
  const removals: string[] = [];
  const attribute = (key: string, value: string | undefined) => {
    if (value === undefined) return;
    if (value.trim() === '') removals.push(key);
    else writes.push({ key, value: value.trim() });
  };
  if (shown('phone')) attribute(profileAttributeKeys.phone, body.phone);
  if (shown('bin')) attribute(profileAttributeKeys.bin, body.bin);
  if (body.address !== undefined && shown('address')) {
    const parts = Object.entries(withoutAbsentParts(body.address)).filter(([, value]) => value.trim() !== '');
    attribute(profileAttributeKeys.address, parts.length === 0 ? '' : JSON.stringify(Object.fromEntries(parts.map(([part, value]) => [part, value.trim()]))));
  }
  await writeAttributes(db, user.id, siteId, writes);
  await removeAttributes(db, user.id, siteId, removals);
}

/**
 * Answers the updated SPEC 3 profile. A field left out keeps its stored value, and the whole form (stored values
 * merged with the given ones) must pass: 400 VALIDATION_FAILED with details.fields by field path otherwise.
 */
export const postProfileUpdate: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { env, correlationId } = context;
  const config = (await findSiteConfig(env.DB, account.siteId)) ?? defaultSiteConfig;
  if (!isProfileUpdatable(config)) return errorResponse(403, 'PROFILE_NOT_UPDATABLE', correlationId);
  const body = await readJsonBody(context.request, profileUpdateRequestSchema);
  const attributes = new Map((await readAttributes(env.DB, account.user.id, account.siteId)).map(({ key, value }) => [key, value]));
  const layout = profileLayout(config, countrySource(account.siteId, attributes));
  const values: UserFormValues = { ...storedValues(account.user, attributes), ...givenValues(body) };
  const fields = validateUserForm(layout, values, formToday(context.now()));
  if (Object.keys(fields).length > 0) return errorResponse(400, 'VALIDATION_FAILED', correlationId, { details: { fields } });
  await store(env.DB, account.user, account.siteId, layout, body);
  const updated = await findUserById(env.DB, account.user.id);
  if (!updated) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  return json(toUserProfile(updated), correlationId);
};
