// The keys of the built-in default texts, each described for translators (SPEC 1, SPEC 8 default texts); one file per area in keys/.
import { z } from 'zod';
import type { PluralCategory } from './pluralCategories';
import { accountTranslatorNotes } from './keys/account';
import { accountCheckTranslatorNotes } from './keys/accountChecks';
import { activationTranslatorNotes } from './keys/activation';
import { careersTranslatorNotes } from './keys/careers';
import { cashbackTranslatorNotes } from './keys/cashback';
import { cardTranslatorNotes } from './keys/cards';
import { conciergeTranslatorNotes } from './keys/concierge';
import { consentTranslatorNotes } from './keys/consents';
import { deleteProfileTranslatorNotes } from './keys/deleteProfile';
import { errorTranslatorNotes } from './keys/errors';
import { fieldTranslatorNotes } from './keys/fields';
import { preferencesTranslatorNotes } from './keys/preferences';
import { profileTranslatorNotes } from './keys/profile';
import { shellTranslatorNotes } from './keys/shell';
import { recoveryTranslatorNotes } from './keys/recovery';
import { messageTranslatorNotes } from './keys/messages';
import { mfaTranslatorNotes } from './keys/mfa';
import { registrationTranslatorNotes } from './keys/registration';
import { securityTranslatorNotes } from './keys/security';
import { sessionTranslatorNotes } from './keys/session';
import { signInTranslatorNotes } from './keys/signIn';
import { ssoTranslatorNotes } from './keys/sso';
import { userFormTranslatorNotes } from './keys/userForm';

export const textKeys = {
  ...shellTranslatorNotes,
  ...fieldTranslatorNotes,
  ...signInTranslatorNotes,
  ...ssoTranslatorNotes,
  ...userFormTranslatorNotes,
  ...registrationTranslatorNotes,
  ...cardTranslatorNotes,
  ...mfaTranslatorNotes,
  ...securityTranslatorNotes,
  ...consentTranslatorNotes,
  ...errorTranslatorNotes,
  ...sessionTranslatorNotes,
  ...accountTranslatorNotes,
  ...activationTranslatorNotes,
  ...recoveryTranslatorNotes,
  ...accountCheckTranslatorNotes,
  ...profileTranslatorNotes,
  ...deleteProfileTranslatorNotes,
  ...preferencesTranslatorNotes,
  ...cashbackTranslatorNotes,
  ...conciergeTranslatorNotes,
  ...messageTranslatorNotes,
  ...careersTranslatorNotes,
} as const;

export type TextKey = keyof typeof textKeys;

/**
 * Texts that say a number (the placeholder named here): each language writes one form per plural category of its own
 * grammar (CLDR, `Intl.PluralRules`): English one/other, Arabic zero/one/two/few/many/other, Japanese other alone.
 */
export const pluralTextKeys = {
  'field.passwordRulesError': 'count',
  'field.invalidAgeError': 'minAge',
  'login.userLocked': 'minutes',
  'error.tooManyAttempts': 'minutes',
  'session.expiring.body': 'minutes',
  'user.bin.label': 'length',
  'message.activation.body': 'hours',
  'message.signInPasscode.body': 'minutes',
  'message.recoveryPasscode.body': 'minutes',
  'message.checkPasscode.body': 'minutes',
} as const satisfies Partial<Record<TextKey, string>>;
export type PluralTextKey = keyof typeof pluralTextKeys;

export { pluralCategories, type PluralCategory } from './pluralCategories';
/** A plural text in a dictionary file: one sentence per plural category of the language; `other` always. */
export type PluralForms = Readonly<{ [C in Exclude<PluralCategory, 'other'>]?: string | undefined } & { other: string }>;
/** A plural text as a page carries it: its forms and the language whose plural rules choose among them. */
export interface PluralText {
  readonly language: string;
  readonly forms: PluralForms;
}
/** Any text a screen reads: words, or the forms of a text that says a number. */
export type TextValue = string | PluralText;

export type Texts = { readonly [K in TextKey]: K extends PluralTextKey ? PluralText : string };
/** A dictionary file's shape: plural texts as their forms. */
export type DictionaryTexts = { [K in TextKey]: K extends PluralTextKey ? PluralForms : string };

export function isPluralTextKey(key: string): key is PluralTextKey {
  return Object.hasOwn(pluralTextKeys, key);
}

const pluralFormsSchema = z.strictObject({
  zero: z.string().optional(),
  one: z.string().optional(),
  two: z.string().optional(),
  few: z.string().optional(),
  many: z.string().optional(),
  other: z.string(),
});

const keyShape = Object.fromEntries(Object.keys(textKeys).map((key) => [key, isPluralTextKey(key) ? pluralFormsSchema : z.string()])) as {
  [K in TextKey]: K extends PluralTextKey ? typeof pluralFormsSchema : z.ZodString;
};

/** Every language file: only known keys (a misspelt key fails), values are strings. */
export const partialTextsSchema = z.strictObject(keyShape).partial();

/** The English source of truth must hold every key. */
export const completeTextsSchema = z.strictObject(keyShape);

export const sourceLanguage = 'en';
