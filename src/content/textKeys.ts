// The keys of the built-in default texts, each described for translators (SPEC 1, SPEC 8 default texts); one file per area in keys/.
import { z } from 'zod';
import { accountTextKeys } from './keys/account';
import { accountCheckTextKeys } from './keys/accountChecks';
import { activationTextKeys } from './keys/activation';
import { cashbackTextKeys } from './keys/cashback';
import { cardTextKeys } from './keys/cards';
import { conciergeTextKeys } from './keys/concierge';
import { deleteProfileTextKeys } from './keys/deleteProfile';
import { errorTextKeys } from './keys/errors';
import { fieldTextKeys } from './keys/fields';
import { preferencesTextKeys } from './keys/preferences';
import { profileTextKeys } from './keys/profile';
import { shellTextKeys } from './keys/shell';
import { recoveryTextKeys } from './keys/recovery';
import { mfaTextKeys } from './keys/mfa';
import { registrationTextKeys } from './keys/registration';
import { signInTextKeys } from './keys/signIn';
import { ssoTextKeys } from './keys/sso';
import { userFormTextKeys } from './keys/userForm';

export const textKeys = {
  ...shellTextKeys,
  ...fieldTextKeys,
  ...signInTextKeys,
  ...ssoTextKeys,
  ...userFormTextKeys,
  ...registrationTextKeys,
  ...cardTextKeys,
  ...mfaTextKeys,
  ...errorTextKeys,
  ...accountTextKeys,
  ...activationTextKeys,
  ...recoveryTextKeys,
  ...accountCheckTextKeys,
  ...profileTextKeys,
  ...deleteProfileTextKeys,
  ...preferencesTextKeys,
  ...cashbackTextKeys,
  ...conciergeTextKeys,
} as const;

export type TextKey = keyof typeof textKeys;
export type Texts = Record<TextKey, string>;

const keyShape = Object.fromEntries(Object.keys(textKeys).map((key) => [key, z.string()])) as Record<TextKey, z.ZodString>;

/** Every language file: only known keys (a misspelt key fails), values are strings. */
export const partialTextsSchema = z.strictObject(keyShape).partial();

/** The English source of truth must hold every key. */
export const completeTextsSchema = z.strictObject(keyShape);

export const sourceLanguage = 'en';
