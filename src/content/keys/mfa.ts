// Text keys of two-step verification with an authenticator app (SPEC 1, SPEC 7 mfa/totp).

export const mfaTranslatorNotes = {
  'mfa.intro': 'Text explaining two-step verification with an authenticator app.',
  'mfa.enrolled': 'Status text when two-step verification is on.',
  'mfa.notEnrolled': 'Status text when two-step verification is off.',
  'mfa.start': 'Button that starts setting up two-step verification.',
  'mfa.scan': 'Instruction to scan the QR code with an authenticator app.',
  'mfa.qrLabel': 'Accessible name of the QR code image.',
  'mfa.secretLabel': 'Label of the secret key shown as text, for typing into the app instead of scanning.',
  'mfa.code.label': 'Label of the field for the 6-digit code from the authenticator app.',
  'mfa.enroll': 'Button that confirms the set-up with a code.',
  'mfa.enrolledNow': 'Banner after two-step verification was turned on.',
  'mfa.unenrollIntro': 'Text above the form that turns two-step verification off.',
  'mfa.unenroll': 'Button that turns two-step verification off with a code.',
  'mfa.unenrolledNow': 'Banner after two-step verification was turned off.',
  'mfa.codeIncorrect':
    'Error under the code of an authenticator app that did not match, at set-up, turning off or signing in: apps cannot send a new code, and a code works once.',
  'mfa.failed': 'Banner when a two-step verification change failed for another reason.',
  'mfa.backToProfile': 'Link back to the profile.',
} as const satisfies Record<string, string>;
