// Text keys of activating an account: the activation link, the signed-in inactive account and resending the
// activation e-mail (SPEC 2 activate and resend-activation, SPEC 4 LOGGEDIN_INACTIVE).

export const activationTranslatorNotes = {
  'activate.checking': 'Announced while the activation link is being checked.',
  'activate.done': 'Shown when the activation link activated the account and the visitor is signed out.',
  'activate.doneSignedIn': 'Shown when the activation link activated the account of the signed-in user.',
  'activate.signIn': 'Link to the sign-in form after the account was activated.',
  'activate.toProfile': 'Link to the profile after the signed-in user’s account was activated or is active already.',
  'activate.expired': 'Shown when the activation link is older than its 48 hours; a link to ask for a new e-mail follows.',
  'activate.invalid': 'Shown when the activation link was used already or is not one we sent; links to sign in and to ask for a new e-mail follow.',
  'activate.missing': 'Shown on the activation page opened without a usable link, for a visitor who is signed out.',
  'activate.alreadyActive': 'Shown on the activation page opened without a link by a signed-in user whose account is active.',
  'activate.failed': 'Shown when the activation could not be completed for a reason the page cannot explain; a retry button follows.',
  'activate.retry': 'Button that tries the activation link again.',
  'activate.requestNew': 'Link to the page that sends a new activation e-mail.',
  'activate.resend': 'Button for a signed-in user whose account is not activated: sends a new activation e-mail.',
  'activate.resent': 'Shown after a new activation e-mail was sent to the signed-in user; {{email}} is their address.',
  'activate.resendFailed': 'Banner when a new activation e-mail could not be sent to the signed-in user.',
  'resendActivation.intro': 'Text above the form that asks for a new activation e-mail.',
  'resendActivation.submit': 'Button that asks for a new activation e-mail.',
  'resendActivation.done':
    'Shown after asking for a new activation e-mail; says the same whether or not the address has an account. {{email}} is the address typed.',
  'resendActivation.failed': 'Banner when the request for a new activation e-mail could not be sent.',
} as const satisfies Record<string, string>;
