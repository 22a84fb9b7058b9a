// The texts of the opt-in and offer-category choices (PreferenceChoices.tsx), listed apart so a screen's key list does
// not bring the components into its page's first load.
import { optInKinds } from '../../rules/preferences/marketingOptIns';

export const preferenceChoicesTextKeys = [
  ...optInKinds.map((kind) => `preferences.optIn.${kind}` as const),
  'preferences.optIns.legend',
  'preferences.optIns.none',
  'preferences.optIn.all',
  'preferences.categories.legend',
  'preferences.categories.none',
] as const;
