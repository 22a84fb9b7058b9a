// Typed preference and attribute calls of SPEC 7 "user-attribute": read the user's attributes on a site and save the
// user's site with attributes (v2/user).
import type { KyInstance } from 'ky';
import { preferencePaths, preferenceResponseSchema, type PreferenceResponse, type UserAttribute } from './contracts/preferences';
import { channelHeaders } from './channel';
import { getJson, postJson } from './request';

export function getPreferences(api: KyInstance, siteId: string): Promise<PreferenceResponse> {
  return getJson(api, preferencePaths.preferences(siteId), preferenceResponseSchema);
}

/** SPEC 4: after USER_NOT_FOUND the state machine saves the user's site with the locale, then checks again. */
export function saveUserSite(api: KyInstance, siteId: string, attributes: readonly UserAttribute[]): Promise<PreferenceResponse> {
  return postJson(api, preferencePaths.saveUserSite(siteId), { attributes }, preferenceResponseSchema, { headers: channelHeaders() });
}

/** The attributes of one site of a preference response as a key -> value map (e.g. for the delete-profile guard). */
export function attributesOfSite(response: PreferenceResponse, siteId: string): Record<string, string> {
  return Object.fromEntries((response.userSites[siteId]?.attributes ?? []).map(({ key, value }) => [key, value]));
}
