// Text keys of the e-mails and text messages the gateway sends (activation, passcodes), in the cardholder's language.

export const messageTranslatorNotes = {
  'message.activation.subject': 'Subject of the e-mail with the link that activates a new account.',
  'message.activation.body': 'Body of the activation e-mail, above the link; {{hours}} is how long the link works (one form per plural category).',
  'message.alreadyRegistered.subject': 'Subject of the e-mail sent when someone registers with an address that already has an account.',
  'message.alreadyRegistered.body': 'Body of that e-mail, above a link to reset the password: the owner may sign in, reset the password, or ignore it.',
  'message.alreadyRegistered.action': 'Button of that e-mail that opens the page to reset the password.',
  'message.signInPasscode.subject': 'Subject of the e-mail with the one-time passcode that finishes signing in.',
  'message.signInPasscode.body':
    'E-mail or text message with the sign-in passcode; {{code}} is the 6-digit code, {{minutes}} how long it works (one form per plural category).',
  'message.recoveryPasscode.subject': 'Subject of the e-mail with the passcode that lets the user set a new password.',
  'message.recoveryPasscode.body':
    'E-mail or text message with the password-reset passcode; {{code}} is the code, {{minutes}} how long it works (one form per plural category).',
  'message.checkPasscode.subject': 'Subject of the e-mail with the security code asked for before a sensitive change.',
  'message.checkPasscode.body':
    'E-mail or text message with that security code; {{code}} is the code, {{minutes}} how long it works (one form per plural category).',
  'message.linkFallback': "Line of an e-mail under its button, before the button's web address written out, for mail programs that show no buttons.",
  'message.footer':
    "Small print at the foot of every e-mail; {{brand}} is the bank's or programme's name. Reminds the cardholder that the bank never asks for secrets.",
} as const satisfies Record<string, string>;
