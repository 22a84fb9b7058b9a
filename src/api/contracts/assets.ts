// Contract of the card calls (SPEC 3 "Asset", SPEC 7 "Card calls"): paths, request and answer shapes, error ids; shared with the gateway.
import * as z from 'zod/mini';
import type { GatewayEndpoints } from '../../site/gatewayEndpoints';
import { siteIdSchema } from '../../site/siteConfig';

/**
 * The card calls' paths under the API base from the deployment's assets and validation URLs (SPEC 7: "POST {assets
 * URL}/{id}/remove-asset", the update-asset URL "with the asset id substituted"); `{id}` and `{siteId}` percent-encoded.
 */
export function cardPaths({ cardAssets, cardValidation }: Pick<GatewayEndpoints, 'cardAssets' | 'cardValidation'>) {
  return {
    /** GET: the signed-in user's cards on the token's site. POST: enrol (enrolmentRequestSchema). */
    assets: cardAssets,
    /** GET `{assets}/{siteId}`: the same list, naming the site (it must be the token's). */
    siteAssets: (siteId: string) => `${cardAssets}/${encodeURIComponent(siteId)}`,
    /** POST, empty body. */
    removeAsset: (id: string) => `${cardAssets}/${encodeURIComponent(id)}/remove-asset`,
    /** POST updateAssetRequestSchema. */
    updateAsset: (id: string) => `${cardAssets}/${encodeURIComponent(id)}/update-asset`,
    /** POST validationRequestSchema with ?siteId=. */
    validation: cardValidation,
  };
}
export type CardPaths = ReturnType<typeof cardPaths>;

/** GET ?email=: a cardholder's cards, for a concierge of the site. */
export const conciergeAssetsPath = (siteId: string) => `user-attribute/concierge/assets/${encodeURIComponent(siteId)}`;

/** SPEC 3: the asset type constant (SPEC 9). */
export const panAssetType = 'PAN';

/** Product-type codes of SPEC 3; the screens map them to names ('Visa Card' for an unknown code). */
export const productTypeCodes = ['A', 'B', 'C', 'D', 'F', 'G', 'G1', 'G3', 'G4', 'I', 'I1', 'I2', 'K', 'L', 'N', 'P', 'S1'] as const;
export type ProductTypeCode = (typeof productTypeCodes)[number];

/**
 * Metadata names of an asset (SPEC 3). CARD_IDENTIFIER is the card-identifier flag: present only on cards that earn
 * cashback (SPEC 4 "Card status": Eligible if the card has it), its value an opaque identifier.
 */
export type AssetMetadataName = 'LAST_FOUR' | 'PRODUCT_TYPE' | 'VOP_CARD_ID' | 'ISSUER_BID' | 'CARD_IDENTIFIER';
export const cardIdentifierMetadata = 'CARD_IDENTIFIER' satisfies AssetMetadataName;

/** A card number as the calls carry it: digits only, no spaces (SPEC 7). Longer than 19 is never a card. */
const panValueSchema = z.string().check(z.regex(/^\d{1,19}$/, 'digits only, at most 19'));

const metadataEntrySchema = z.object({ name: z.string(), value: z.string() });

const assetIdSchema = z.optional(z.string().check(z.minLength(1)));

/**
 * An enrolled card (SPEC 3): `value` holds the last four digits only; the full number never leaves the gateway. SPEC 3
 * names its id "assetId (also seen as id)": a gateway may send either or both, and the card then carries the one it
 * sent under both names. Extra fields are ignored.
 */
const assetSchema = z.pipe(
  z
    .object({
      assetId: assetIdSchema,
      id: assetIdSchema,
      assetType: z.literal(panAssetType),
      value: z.string(),
      defaultAsset: z.boolean(),
      metadata: z.array(metadataEntrySchema),
    })
    .check(z.refine((asset) => asset.assetId !== undefined || asset.id !== undefined, { message: 'assetId or id is required', path: ['assetId'] })),
  z.transform(({ assetId, id, ...card }) => ({ ...card, assetId: assetId ?? id ?? '', id: id ?? assetId ?? '' })),
);
export type Asset = z.output<typeof assetSchema>;

export const assetListSchema = z.array(assetSchema);

export { assetMetadata } from './assetMetadata';

const assetRequestEntrySchema = z.strictObject({ assetType: z.literal(panAssetType), value: panValueSchema });

/** Most cards one enrolment request may carry. */
const maxAssetsPerRequest = 5;

/** POST assets (SPEC 3 "Enrolment request"). Answered with the enrolled assets in request order. */
export const enrolmentRequestSchema = z.strictObject({
  siteId: siteIdSchema,
  userAssetRequest: z.array(assetRequestEntrySchema).check(z.minLength(1), z.maxLength(maxAssetsPerRequest)),
});
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;

/** POST update-asset: the card becomes the only default. */
export const updateAssetRequestSchema = z.strictObject({ isDefaultAsset: z.literal(true) });

/** A card's security code (CVV): three or four digits. Never stored, never logged. */
export const cvvSchema = z.string().check(z.regex(/^\d{3,4}$/, 'three or four digits'));

/**
 * POST validation body (SPEC 7). On a site with pan_capture.capture_cvv the card screens add `cvv` once, when the card
 * is added: the gateway checks it and remembers for a while that this caller holds the card, which enrolment requires.
 */
export const validationRequestSchema = z.strictObject({ assetType: z.literal(panAssetType), value: panValueSchema, cvv: z.optional(cvvSchema) });

/** SPEC 3 "Validation response"; productType is null when the number is no card of a known range. */
export const validationResponseSchema = z.object({ eligible: z.boolean(), productType: z.nullable(z.string()) });
export type ValidationResponse = z.infer<typeof validationResponseSchema>;

/** Error ids of the card calls the screens tell apart (SPEC 8 card errors). */
export type CardErrorId =
  /** 409: the number is already enrolled for this user on this site. */
  | 'DUPLICATE_CARD'
  /** 422: not a card the programme accepts (format, check digit or range). */
  | 'CARD_NOT_ELIGIBLE'
  /** 422: pan_capture.check_card_active_status and the issuer has not activated the card. */
  | 'CARD_INACTIVE'
  /** 422: the security code does not match the card (capture_cvv). */
  | 'CARD_VERIFICATION_FAILED'
  /** 422: capture_cvv and no security code was proven for the card before enrolling it. */
  | 'CARD_VERIFICATION_REQUIRED'
  /** 409: pan_capture.limit cards are enrolled already. */
  | 'CARD_LIMIT_REACHED'
  /** 404: no such card of this user on this site. */
  | 'ASSET_NOT_FOUND'
  /** 409: the default card cannot be removed while other cards exist. */
  | 'DEFAULT_CARD_NOT_REMOVABLE'
  /** 409: the site requires a card and this is the last one. */
  | 'LAST_CARD_REQUIRED'
  /** 403: the site's pan_capture.updatable is false. */
  | 'CARD_UPDATES_NOT_ALLOWED';
