// The attribute keys of SPEC 3 (plus documented extras) as data: who writes each and the shape of its value.
import { offerCategoryIdSchema } from '../../../src/api/contracts/offers';
import { validateAddressPart } from '../../../src/rules/fields/address';
import { allOfTheAboveKey, kindOfFormKey, toSavedOptIns } from '../../../src/rules/preferences/marketingOptIns';
import { optInListSchema } from '../../../src/rules/preferences/optInListSchema';
import { maxOffersPreferences, toOffersPreference } from '../../../src/rules/preferences/offersPreference';
import { localePattern } from '../../../src/site/locales';
import * as z from 'zod/mini';
import { isPasscodeChannel, passcodeChannelAttribute } from '../../../src/api/contracts/passcode';

/**
 * user: written by the attribute calls, its value checked by its format.
 * account: held by the account and written by user-mgmt calls (the user form, password, cards), never here.
 * system: set by the issuer or staff; users read it only (403 ATTRIBUTE_READ_ONLY).
 */
export type AttributeAccess = 'user' | 'account' | 'system';

export type AttributeFormat = keyof typeof attributeFormats;

export interface AttributeKeyRule {
  access: AttributeAccess;
  format?: AttributeFormat;
}

/** What a format check needs beyond the value: the category ids the site offers (offers_preference). */
export interface FormatContext {
  siteCategoryIds: ReadonlySet<string>;
}

const noMarkup = (value: string) => validateAddressPart(value) === undefined;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const idListSchema = z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(100));

/** Each format gives the value to store (normalised) or undefined when the value is refused. */
export const attributeFormats = {
  flag: (value: string) => (value === 'true' || value === 'false' ? value : undefined),
  /** Where passcodes go first (issue 17, part 3). */
  channel: (value: string) => (isPasscodeChannel(value) ? value : undefined),
  locale: (value: string) => (localePattern.test(value) ? value : undefined),
  /** Text like an address part: at most 100 characters, no markup, links or path sequences (SPEC 5). */
  text: (value: string) => (value.length <= 100 && noMarkup(value) ? value : undefined),
  longText: (value: string) => (value.length <= 2000 && noMarkup(value) ? value : undefined),
  /** A JSON array of short ids. */
  idList: (value: string) => {
    const ids = z.safeParse(idListSchema, json(value));
    return ids.success && ids.data.every(noMarkup) ? JSON.stringify(ids.data) : undefined;
  },
  /** SPEC 3 opt-in list: known form keys, each once; the 'All of the above' pseudo-item is stripped. */
  optInList: (value: string) => {
    const list = z.safeParse(optInListSchema, json(value));
    if (!list.success || !list.data.every((item) => noMarkup(item.value))) return undefined;
    const keys = list.data.map((item) => item.key).filter((key) => key !== allOfTheAboveKey);
    return keys.every((key) => kindOfFormKey(key) !== undefined) && new Set(keys).size === keys.length ? toSavedOptIns(list.data) : undefined;
  },
  /** Category ids the site offers, each once, in the order chosen. */
  categoryIds: (value: string, context: FormatContext) => {
    const ids = z.safeParse(z.array(offerCategoryIdSchema).check(z.maxLength(maxOffersPreferences)), json(value));
    return ids.success && ids.data.every((id) => context.siteCategoryIds.has(id)) ? toOffersPreference(ids.data) : undefined;
  },
} as const satisfies Record<string, (value: string, context: FormatContext) => string | undefined>;

const user = (format: AttributeFormat): AttributeKeyRule => ({ access: 'user', format });
const account: AttributeKeyRule = { access: 'account' };

/**
 * SPEC 3 "Registration and profile attribute keys", the legacy opt-in keys, pp, allow_delete_profile, and the
 * portal's passcode_channel (the channel passcodes go to first: EMAIL or SMS).
 */
export const attributeKeys = {
  locale: user('locale'),
  country: user('text'),
  state: user('text'),
  region: user('text'),
  bank: user('text'),
  business_type: user('text'),
  customerOriginDetails: user('longText'),
  marketing_opt_ins: user('optInList'),
  email_optin: user('flag'),
  trnxn_data_optin: user('flag'),
  sms_optin: user('flag'),
  online_optin: user('flag'),
  marketing_platform_level_optin: user('flag'),
  pp: user('flag'),
  [passcodeChannelAttribute]: user('channel'),
  offers_preference: user('categoryIds'),
  redeemed_offers: user('idList'),
  campaigns: user('idList'),
  first_name: account,
  last_name: account,
  dob: account,
  title: account,
  email: account,
  password: account,
  confirm_password: account,
  phone: account,
  ninedigitbin: account,
  bin: account,
  nationalId: account,
  address: account,
  pan: account,
  allow_delete_profile: { access: 'system' },
} as const satisfies Record<string, AttributeKeyRule>;

export type AttributeKey = keyof typeof attributeKeys;

export function attributeKeyRule(key: string): AttributeKeyRule | undefined {
  return Object.hasOwn(attributeKeys, key) ? attributeKeys[key as AttributeKey] : undefined;
}
