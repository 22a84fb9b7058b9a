// Offer-category preferences (SPEC 3 offers_preference): the chosen category ids, saved as a JSON array.

export const offersPreferenceAttribute = 'offers_preference';

/** Most categories one user may choose. */
export const maxOffersPreferences = 50;

/** The chosen ids of a saved value; an absent or unreadable value (or one holding non-strings) reads as none. */
export function parseOffersPreference(text: string | undefined): string[] {
  if (text === undefined || text === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : [];
  } catch {
    return [];
  }
}

/** The saved value: the ids in the order chosen, each once. */
export function toOffersPreference(ids: readonly string[]): string {
  return JSON.stringify([...new Set(ids)]);
}
