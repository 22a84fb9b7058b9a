// Text keys of password recovery: the e-mail step, the choice of where the passcode goes, the passcode step and the new
// password (SPEC 2 recovery, passcode-preference, passcode, reset-password; SPEC 5 password rules).

export const recoveryTranslatorNotes = {
  'recovery.intro': 'Text above the e-mail field of password recovery.',
  'recovery.submit': 'Button that sends the recovery passcode.',
  'recovery.continue': 'Button that goes on to the next recovery step.',
  'recovery.failed': 'Banner when the recovery passcode could not be sent or checked for a reason the page cannot explain.',
  'recovery.sent':
    'Shown once a recovery passcode was asked for by e-mail; says the same whether or not the address has an account. {{email}} is the address typed.',
  'recovery.sentSms':
    'Shown once a recovery passcode was asked for by text message; says the same whether or not the address has an account. {{email}} is the address typed.',
  'recovery.backToSignIn': 'Link from the recovery and activation pages back to the sign-in form.',
  'recovery.preference.intro': 'Text above the choice of where the recovery passcode goes; {{email}} is the address typed.',
  'recovery.preference.legend': 'Accessible name and legend of the group of recovery passcode channels.',
  'recovery.preference.email': 'Choice: send the recovery passcode by e-mail.',
  'recovery.preference.sms': 'Choice: send the recovery passcode by text message to the mobile number of the account.',
  'recovery.preference.smsNote': 'Description of the text-message choice: what happens when the account has no mobile number.',
  'recovery.otherEmail': 'Link back to the first recovery step to type another e-mail address.',
  'recovery.newPasscode': 'Link to ask for a new recovery passcode.',
  'reset.intro': 'Text above the form that takes the recovery passcode and the new password.',
  'reset.introVerified': 'Text above the new-password form once the passcode was checked; {{email}} is the account’s address.',
  'reset.submit': 'Button that sets the new password.',
  'reset.done': 'Banner on the sign-in page after the password was reset.',
  'reset.failed': 'Banner when the new password could not be set for a reason the page cannot explain.',
  'field.passcode.invalid': 'Error under a passcode that is not 6 digits.',
  'password.reused': 'Error under a new password that is one of the last 4 (the current one and the three before it).',
} as const satisfies Record<string, string>;
