// Text keys of the error catalogue and the default error texts (SPEC 8).

export const errorTranslatorNotes = {
  'error.generic': 'Generic error alert; {{X-CID}} is replaced by the reference id.',
  'error.badCredentials': 'Sign-in failed because the e-mail or password is wrong.',
  'error.currentPasswordIncorrect': 'Password change failed because the current password is wrong.',
  'error.passcodeIncorrect': 'The one-time passcode entered is wrong or expired.',
} as const satisfies Record<string, string>;
