// Typed card calls of SPEC 7 "Card calls": validate a number, enrol, list, remove, set default.
import type { KyInstance } from 'ky';
import {
  assetListSchema,
  assetPaths,
  panAssetType,
  validationResponseSchema,
  type Asset,
  type EnrolmentRequest,
  type ValidationResponse,
} from './contracts/assets';
import { getJson, postJson, postUnread } from './request';

/** Whether the programme accepts the number, and its product type; `value` without spaces. */
export function validateAsset(api: KyInstance, { siteId, value }: { siteId: string; value: string }): Promise<ValidationResponse> {
  return postJson(api, assetPaths.validation, { assetType: panAssetType, value }, validationResponseSchema, { searchParams: { siteId } });
}

/** Enrols the numbers (spaces removed); resolves the new assets in the order given, the first supplying metadata. */
export function enrolAssets(api: KyInstance, { siteId, values }: { siteId: string; values: readonly string[] }): Promise<Asset[]> {
  const body: EnrolmentRequest = { siteId, userAssetRequest: values.map((value) => ({ assetType: panAssetType, value })) };
  return postJson(api, assetPaths.assets, body, assetListSchema);
}

/** The signed-in user's cards; with a site id, on that site (it must be the session's). */
export function listAssets(api: KyInstance, siteId?: string): Promise<Asset[]> {
  return getJson(api, siteId === undefined ? assetPaths.assets : assetPaths.siteAssets(siteId), assetListSchema);
}

/**
 * Removes a card (SPEC 7: an empty body, the answer not read; success is the status). Failures pass the error
 * catalogue untouched (SPEC 8 /remove-asset). The cards are then listed again.
 */
export function removeAsset(api: KyInstance, id: string): Promise<void> {
  return postUnread(api, assetPaths.removeAsset(id));
}

/** Makes the card the only default (SPEC 7 names no answer: it is not read; the cards are then listed again). */
export function setDefaultAsset(api: KyInstance, id: string): Promise<void> {
  return postUnread(api, assetPaths.updateAsset(id), { isDefaultAsset: true });
}
