// Contract of the preference and attribute calls (SPEC 3 "Preference response", SPEC 7 "user-attribute"); shared with
// the gateway.
import * as z from 'zod/mini';

const site = (siteId: string) => encodeURIComponent(siteId);

/** Paths under the API base. Every site id must be the session's (a concierge's: its own site). */
export const preferencePaths = {
  /** GET: the user's attributes on the site (preferenceResponseSchema). */
  preferences: (siteId: string) => `user-attribute/user/${site(siteId)}`,
  /** POST attributesRequestSchema: saves the user's site with these attributes (the locale after USER_NOT_FOUND, opt-ins, categories). */
  saveUserSite: (siteId: string) => `user-attribute/v2/user/${site(siteId)}`,
  /** POST profileAttributesRequestSchema: the profile page's attribute update; vopUsers is ignored. */
  profileAttributes: (siteId: string) => `user-attribute/user/attribute/${site(siteId)}`,
  /** GET ?email=: a cardholder's preferences, for a concierge. */
  conciergePreferences: (siteId: string) => `user-attribute/concierge/user/${site(siteId)}`,
} as const;

const userAttributeSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Structured values (opt-in lists, category ids, address) are JSON text. */
  value: z.string().check(z.maxLength(8000)),
});
export type UserAttribute = z.infer<typeof userAttributeSchema>;

/** SPEC 3 "Preference response": userSites keyed by site id, with attributes. */
export const preferenceResponseSchema = z.object({
  userSites: z.record(z.string(), z.object({ attributes: z.array(userAttributeSchema) })),
});
export type PreferenceResponse = z.infer<typeof preferenceResponseSchema>;

/** Most attributes one save may carry. */
const maxAttributesPerSave = 50;

/** POST v2/user/{siteId}. A value of '' removes the attribute. */
export const attributesRequestSchema = z.strictObject({
  attributes: z.array(z.strictObject(userAttributeSchema.shape)).check(z.maxLength(maxAttributesPerSave)),
});

/** POST user/attribute/{siteId}: the same, tolerating the profile object's vopUsers, which is never saved (SPEC 7). */
export const profileAttributesRequestSchema = z.strictObject({
  attributes: attributesRequestSchema.shape.attributes,
  vopUsers: z.optional(z.unknown()),
});

/** Attributes users read but never write: set by the issuer or staff. */
export const readOnlyAttributeKeys = ['allow_delete_profile'] as const;

/** SPEC 6: account deletion is disabled when this attribute is 'false'. */
export const allowDeleteProfileKey = 'allow_delete_profile' satisfies (typeof readOnlyAttributeKeys)[number];

/** Error ids of the attribute calls the screens tell apart. */
export type PreferenceErrorId =
  /** 403: a read-only attribute (details.key). */
  'ATTRIBUTE_READ_ONLY';
