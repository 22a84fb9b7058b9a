// Text keys of the cashback statement (SPEC 2 cashback-statement and "Cashback list", SPEC 3 cashback item).

export const cashbackTranslatorNotes = {
  'cashback.intro': 'Text above the list of cards on the cashback statement.',
  'cashback.cards': 'Heading of the list of cards on the cashback statement.',
  'cashback.card': 'Accessible name of a card on the cashback statement; {{lastFour}} is its last four digits.',
  'cashback.status': 'Accessible label before a card\'s cashback status, for screen readers ("Cashback:").',
  'cashback.status.ELIGIBLE': 'Badge: the card earns cashback.',
  'cashback.status.NOT_ELIGIBLE': 'Badge: the card does not earn cashback.',
  'cashback.status.PENDING': 'Badge: the card was just added and its cashback is still being checked.',
  'cashback.optInHint': 'Shown when the site offers cashback but the person has not opted in; links to the preferences.',
  'cashback.openPreferences': 'Link from the cashback statement to the preferences.',
  'cashback.empty': 'Shown when the person has no cards enrolled.',
  'cashback.addCard': 'Link from the cashback statement to adding a card.',
  'cashback.unavailable': 'Shown when the cashback statement could not be loaded.',
} as const satisfies Record<string, string>;
