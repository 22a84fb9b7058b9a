// Text keys of the signed-in account checks: changing the password, the compromised-password notice and the check code
// (SPEC 2 password, compromised-credentials, otp-check-preference, otp-check-passcode).

export const accountCheckTranslatorNotes = {
  'password.current.label': 'Label of the current-password field when changing the password.',
  'password.new.label': 'Label of the new-password field (changing or resetting the password).',
  'password.confirm.label': 'Label of the field that repeats the new password.',
  'password.submit': 'Button that changes the password.',
  'password.cancel': 'Link that leaves the password change for the profile.',
  'password.revokeDevices': 'Checkbox on the password change, ticked by default: the devices the person chose to trust at sign-in ask for the passcode again.',
  'password.failed': 'Banner when the password could not be changed for a reason the page cannot explain.',
  'compromised.intro': 'Notice that the password appears in a list of common or breached passwords and should be changed.',
  'compromised.change': 'Button-styled link to change the password now.',
  'compromised.continue': 'Button-styled link that goes on without changing the password.',
  'check.tooManyCodes': 'Banner when too many check codes were sent in a short time.',
  'check.failed': 'Banner when the security check could not be completed (the reference id follows as error.reference).',
  'check.otherWay': 'Link back to the choice of where the check code goes, which sends a new code.',
} as const satisfies Record<string, string>;
