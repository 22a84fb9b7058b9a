// Text keys of creating an account: registration, the card step, activation and resending it (SPEC 2, SPEC 4).

export const registrationTranslatorNotes = {
  'registration.intro': 'Text above the registration form.',
  'registration.continue': 'Button that goes on from the registration form to adding a card.',
  'registration.submit': 'Button that creates the account.',
  'registration.signInPrompt': 'Short question before the link to sign in.',
  'registration.signIn': 'Link to the sign-in form.',
  'registration.doneTitle': 'Heading of the screen and title in the browser tab once the account was created: the activation e-mail is on its way.',
  'registration.done': 'Shown after the account was created; {{email}} is where the activation e-mail went.',
  'registration.failed': 'Banner when the account could not be created for a reason the form cannot show.',
  'registration.back': 'Link from the card step back to the registration form.',
  'registration.skipCards': 'Button that creates the account without adding a card (only when cards are optional).',
} as const satisfies Record<string, string>;
