// Text keys of the signed-in account screens: profile, sign-out (SPEC 2, SPEC 3).

export const accountTranslatorNotes = {
  'profile.name': 'Label of the name on the profile.',
  'profile.email': 'Label of the e-mail address on the profile.',
  'profile.accountStatus': 'Label of the account status on the profile.',
  'profile.signOut': 'Link that signs out.',
  'logout.signedOut': 'Shown while signing out.',
  'logout.done': 'Note on the sign-in page after the person signed out.',
} as const satisfies Record<string, string>;
