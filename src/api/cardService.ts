// Typed card calls of SPEC 7 "Card calls": validate a number, enrol, list, remove, set default.
import type { KyInstance } from 'ky';
import {
  assetListSchema,
  cardPaths,
  panAssetType,
  validationResponseSchema,
  type Asset,
  type CardPaths,
  type EnrolmentRequest,
  type ValidationResponse,
} from './contracts/assets';
import { gatewayEndpoints } from '../site/buildFlags';
import { getJson, postJson, postUnread } from './request';

/** This build's card paths (CARD_ASSETS_URL, CARD_VALIDATION_URL). */
const builtPaths: CardPaths = cardPaths(gatewayEndpoints);

/**
 * Whether the programme accepts the number, and its product type; `value` without spaces. `cvv` (capture_cvv) proves
 * the caller holds the card: sent once, when the card is added, never kept.
 */
export function validateAsset(
  api: KyInstance,
  { siteId, value, cvv }: { siteId: string; value: string; cvv?: string | undefined },
  paths = builtPaths,
): Promise<ValidationResponse> {
  const body = cvv === undefined ? { assetType: panAssetType, value } : { assetType: panAssetType, value, cvv };
  return postJson(api, paths.validation, body, validationResponseSchema, { searchParams: { siteId } });
}

/** Enrols the numbers (spaces removed); resolves the new assets in the order given, the first supplying metadata. */
export function enrolAssets(api: KyInstance, { siteId, values }: { siteId: string; values: readonly string[] }, paths = builtPaths): Promise<Asset[]> {
  const body: EnrolmentRequest = { siteId, userAssetRequest: values.map((value) => ({ assetType: panAssetType, value })) };
  return postJson(api, paths.assets, body, assetListSchema);
}

/** The signed-in user's cards; with a site id, on that site (it must be the session's). */
export function listAssets(api: KyInstance, siteId?: string, paths = builtPaths): Promise<Asset[]> {
  return getJson(api, siteId === undefined ? paths.assets : paths.siteAssets(siteId), assetListSchema);
}

/**
 * Removes a card (SPEC 7: an empty body, the answer not read; success is the status). Failures pass the error
 * catalogue untouched (SPEC 8 /remove-asset). The cards are then listed again.
 */
export function removeAsset(api: KyInstance, id: string, paths = builtPaths): Promise<void> {
  return postUnread(api, paths.removeAsset(id));
}

/** Makes the card the only default (SPEC 7 names no answer: it is not read; the cards are then listed again). */
export function setDefaultAsset(api: KyInstance, id: string, paths = builtPaths): Promise<void> {
  return postUnread(api, paths.updateAsset(id), { isDefaultAsset: true });
}
