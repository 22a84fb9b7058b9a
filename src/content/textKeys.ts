// The keys of the built-in default texts, each described for translators (SPEC 1, SPEC 8 default texts).
import { z } from 'zod';

export const textKeys = {
  'seo.brandPrefix': 'Brand shown before the screen title in the browser tab; may be empty.',
  'seo.brandSuffix': 'Brand shown after the screen title in the browser tab; may be empty.',
  'title.activate': 'Screen title: activating a new account from the e-mail link.',
  'title.login': 'Screen title: the sign-in form.',
  'title.loginOtp': 'Screen title: signing in with a one-time passcode.',
  'title.loginOtpPreference': 'Screen title: choosing where the sign-in passcode is sent.',
  'title.profile': "Screen title: the cardholder's profile.",
  'title.editProfile': 'Screen title: editing the profile.',
  'title.mfaSetup': 'Screen title: setting up two-step verification with an authenticator app.',
  'title.deleteProfile': 'Screen title: deleting the account.',
  'title.editPan': 'Screen title: managing enrolled cards.',
  'title.cashbackStatement': 'Screen title: the cashback statement per card.',
  'title.siteSettings': 'Screen title: marketing and offer preferences.',
  'title.registration': 'Screen title: creating an account.',
  'title.addPan': 'Screen title: adding a card while creating an account.',
  'title.password': 'Screen title: changing the password.',
  'title.compromisedCredentials': 'Screen title: notice that the password appears in a breach list.',
  'title.resendActivation': 'Screen title: sending the activation e-mail again.',
  'title.recovery': 'Screen title: requesting a password recovery e-mail.',
  'title.resetPassword': 'Screen title: setting a new password.',
  'title.passcode': 'Screen title: entering the recovery passcode.',
  'title.passcodePreference': 'Screen title: choosing where the recovery passcode is sent.',
  'title.otpCheckPreference': 'Screen title: choosing where a security check code is sent.',
  'title.otpCheckPasscode': 'Screen title: entering a security check code.',
  'title.logout': 'Screen title: signing out.',
  'title.redirectSso': 'Screen title: passing to the bank for single sign-on.',
  'title.ssoSimulator': 'Screen title: the single sign-on simulator used in test environments.',
  'shell.skipToContent': 'Link for keyboard users that jumps past the header to the screen.',
  'shell.loading': 'Announced while a screen loads.',
  'shell.noscript': 'Shown when the browser runs no JavaScript.',
  'shell.placeholder': 'Shown on a screen that is not available on this site yet.',
  'alert.close': 'Accessible name of the button that closes an alert.',
  'notification.passwordUpdated': 'Banner after the password was changed.',
  'profile.name': 'Label of the name on the profile.',
  'profile.email': 'Label of the e-mail address on the profile.',
  'profile.accountStatus': 'Label of the account status on the profile.',
  'profile.signOut': 'Link that signs out.',
  'logout.signedOut': 'Shown while signing out.',
  'error.generic': 'Generic error alert; {{X-CID}} is replaced by the reference id.',
  'error.badCredentials': 'Sign-in failed because the e-mail or password is wrong.',
  'error.currentPasswordIncorrect': 'Password change failed because the current password is wrong.',
  'error.passcodeIncorrect': 'The one-time passcode entered is wrong or expired.',
} as const;

export type TextKey = keyof typeof textKeys;
export type Texts = Record<TextKey, string>;

const keyShape = Object.fromEntries(Object.keys(textKeys).map((key) => [key, z.string()])) as Record<TextKey, z.ZodString>;

/** Every language file: only known keys (a misspelt key fails), values are strings. */
export const partialTextsSchema = z.strictObject(keyShape).partial();

/** The English source of truth must hold every key. */
export const completeTextsSchema = z.strictObject(keyShape);

export const sourceLanguage = 'en';
