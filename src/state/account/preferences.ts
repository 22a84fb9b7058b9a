// Saving the preferences (SPEC 2 site-settings, SPEC 3 marketing_opt_ins and offers_preference, SPEC 7 v2/user):
// both as attributes of the user on the site, in one call; the gateway keeps the legacy opt-in keys in step.
import type { KyInstance } from 'ky';
import { attributesOfSite, saveUserSite } from '../../api/attributeService';
import type { UserAttribute } from '../../api/contracts/preferences';
import { marketingOptInsAttribute, toSavedOptIns, type OptInItem } from '../../rules/preferences/marketingOptIns';
import { offersPreferenceAttribute, toOffersPreference } from '../../rules/preferences/offersPreference';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

export interface PreferenceChoices {
  /** The opt-in list as shown, 'All of the above' included (it is stripped when saved). */
  optIns: readonly OptInItem[] | undefined;
  /** Chosen offer category ids; undefined when the site offers none, so nothing is saved for them. */
  categoryIds: readonly string[] | undefined;
}

export type PreferencesSaveResult = { kind: 'saved'; attributes: Readonly<Record<string, string>> } | { kind: 'failed' } | { kind: 'alerted' };

export function preferenceAttributes({ optIns, categoryIds }: PreferenceChoices): UserAttribute[] {
  return [
    ...(optIns === undefined ? [] : [{ key: marketingOptInsAttribute, value: toSavedOptIns(optIns) }]),
    ...(categoryIds === undefined ? [] : [{ key: offersPreferenceAttribute, value: toOffersPreference(categoryIds) }]),
  ];
}

/** Saves the choices; resolves the attributes as the gateway now holds them. */
export async function savePreferences(siteId: string, choices: PreferenceChoices, api: KyInstance = sessionApi()): Promise<PreferencesSaveResult> {
  try {
    const response = await saveUserSite(api, siteId, preferenceAttributes(choices));
    return { kind: 'saved', attributes: attributesOfSite(response, siteId) };
  } catch (error) {
    const failure = callFailureOf(error);
    return failure.kind === 'alerted' ? failure : { kind: 'failed' };
  }
}
