// The keys of the built-in default texts, each described for translators (SPEC 1, SPEC 8 default texts); one file per area in keys/.
import { z } from 'zod';
import { accountTranslatorNotes } from './keys/account';
import { accountCheckTranslatorNotes } from './keys/accountChecks';
import { activationTranslatorNotes } from './keys/activation';
import { cashbackTranslatorNotes } from './keys/cashback';
import { cardTranslatorNotes } from './keys/cards';
import { conciergeTranslatorNotes } from './keys/concierge';
import { deleteProfileTranslatorNotes } from './keys/deleteProfile';
import { errorTranslatorNotes } from './keys/errors';
import { fieldTranslatorNotes } from './keys/fields';
import { preferencesTranslatorNotes } from './keys/preferences';
import { profileTranslatorNotes } from './keys/profile';
import { shellTranslatorNotes } from './keys/shell';
import { recoveryTranslatorNotes } from './keys/recovery';
import { mfaTranslatorNotes } from './keys/mfa';
import { registrationTranslatorNotes } from './keys/registration';
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
  ...errorTranslatorNotes,
  ...accountTranslatorNotes,
  ...activationTranslatorNotes,
  ...recoveryTranslatorNotes,
  ...accountCheckTranslatorNotes,
  ...profileTranslatorNotes,
  ...deleteProfileTranslatorNotes,
  ...preferencesTranslatorNotes,
  ...cashbackTranslatorNotes,
  ...conciergeTranslatorNotes,
} as const;

export type TextKey = keyof typeof textKeys;
export type Texts = Record<TextKey, string>;

const keyShape = Object.fromEntries(Object.keys(textKeys).map((key) => [key, z.string()])) as Record<TextKey, z.ZodString>;

/** Every language file: only known keys (a misspelt key fails), values are strings. */
export const partialTextsSchema = z.strictObject(keyShape).partial();

/** The English source of truth must hold every key. */
export const completeTextsSchema = z.strictObject(keyShape);

export const sourceLanguage = 'en';
