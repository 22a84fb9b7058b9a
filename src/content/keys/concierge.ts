// Text keys of the concierge's view of a cardholder (SPEC 1, SPEC 6 CONCIERGE): look-up by e-mail, read-only details.

export const conciergeTranslatorNotes = {
  'concierge.signedInAs': 'Line naming the signed-in staff member; {{name}} is their name or e-mail address.',
  'concierge.intro': 'Text above the cardholder search; says what follows is read-only.',
  'concierge.email.label': 'Label of the field for the e-mail address of the cardholder to find.',
  'concierge.search': 'Button that looks up the cardholder.',
  'concierge.notFound': 'Banner when no cardholder of this site has the e-mail address entered.',
  'concierge.failed': 'Banner when the look-up failed for another reason.',
  'concierge.result': 'Heading above the cardholder found; {{email}} is their e-mail address.',
  'concierge.cards': "Heading of the cardholder's cards.",
  'concierge.noCards': 'Shown when the cardholder has no cards enrolled.',
  'concierge.preferences': "Heading of the cardholder's marketing choices and offer categories.",
  'concierge.subscribed': 'State of one marketing choice: on.',
  'concierge.notSubscribed': 'State of one marketing choice: off.',
  'concierge.categories': 'Label of the offer categories the cardholder chose.',
  'concierge.noCategories': 'Shown when the cardholder chose no offer categories.',
} as const satisfies Record<string, string>;
