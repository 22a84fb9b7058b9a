// Text keys of the preferences screen: marketing opt-ins and offer categories (SPEC 2 site-settings, SPEC 3, SPEC 4).

export const preferencesTranslatorNotes = {
  'preferences.intro': 'Text above the preferences form.',
  'preferences.optIns.legend': 'Heading of the group of marketing message choices.',
  'preferences.optIns.none': 'Shown in place of the marketing choices when the site offers none.',
  'preferences.optIn.email': 'Marketing choice: offers and news by e-mail.',
  'preferences.optIn.transactional': 'Marketing choice: offers based on the card transactions.',
  'preferences.optIn.sms': 'Marketing choice: offers by text message.',
  'preferences.optIn.online': 'Marketing choice: offers online and in social media.',
  'preferences.optIn.cashback': 'Marketing choice: taking part in cashback on eligible purchases.',
  'preferences.optIn.all': "Choice that turns every marketing choice above on or off ('All of the above').",
  'preferences.categories.legend': 'Heading of the group of offer categories the person likes.',
  'preferences.categories.none': 'Shown in place of the offer categories when none are available.',
  'preferences.submit': 'Button that saves the preferences.',
  'preferences.saved': 'Announced after the preferences were saved.',
  'preferences.failed': 'Banner when the preferences could not be saved; the choices made stay.',
} as const satisfies Record<string, string>;
