// Typed concierge calls (SPEC 6, SPEC 7 concierge/user/{siteId}): a cardholder's preferences and cards, found by e-mail.
// The concierge's own site only; find-concierge (the profile) lives in authService.
import type { KyInstance } from 'ky';
import { assetListSchema, conciergeAssetsPath, type Asset } from './contracts/assets';
import { preferencePaths, preferenceResponseSchema, type PreferenceResponse } from './contracts/preferences';
import { getJson } from './request';

export function conciergePreferences(api: KyInstance, { siteId, email }: { siteId: string; email: string }): Promise<PreferenceResponse> {
  return getJson(api, preferencePaths.conciergePreferences(siteId), preferenceResponseSchema, { searchParams: { email } });
}

export function conciergeAssets(api: KyInstance, { siteId, email }: { siteId: string; email: string }): Promise<Asset[]> {
  return getJson(api, conciergeAssetsPath(siteId), assetListSchema, { searchParams: { email } });
}
