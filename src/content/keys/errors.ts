// Text keys of the error catalogue and the default error texts (SPEC 8).

export const errorTranslatorNotes = {
  'error.generic': 'Generic error alert (the reference id, when there is one, follows as error.reference).',
  'error.reference': 'Line under an error alert or banner naming the support reference id; {{X-CID}} is the id (letters and digits).',
  'error.unavailable': "Alert when the portal cannot reach the bank's service (offline, server down, a call that timed out).",
  'error.retry': 'Button next to an error that tries the failed action again.',
  'error.tooManyAttempts':
    'Banner when too many requests were made (sign-in, passcodes, card checks); {{minutes}} is how long to wait, a whole number of at least 1 (one form per plural category).',
  'error.badCredentials': 'Sign-in failed because the e-mail or password is wrong.',
  'error.currentPasswordIncorrect': 'Password change failed because the current password is wrong.',
  'error.passcodeIncorrect': 'The one-time passcode entered is wrong or expired.',
} as const satisfies Record<string, string>;
