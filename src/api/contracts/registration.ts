// Contract schemas of sign-up and activation (SPEC 3 registration keys, SPEC 7 "user-mgmt/user": registration,
// register/{siteId}, activate-token, activation-email), shared with the gateway.
import * as z from 'zod/mini';
import { fieldErrorIds } from '../../rules/fields/fieldErrors';
import { allOfTheAboveKey, optInFormKeys, optInLegacyKeys } from '../../rules/preferences/marketingOptIns';
import { siteIdSchema } from '../../site/siteConfig';
import { localeSchema } from './locale';

/** Error ids of sign-up and activation the screens tell apart. */
export type RegistrationErrorId = 'VALIDATION_FAILED' | 'ACTIVATION_TOKEN_EXPIRED' | 'ACTIVATION_TOKEN_INVALID';

export { localeSchema };

/** A text field of the user form: at most what a text input offers (the rules refuse longer values by field). */
const formText = z.optional(z.string().check(z.maxLength(1000)));

const addressSchema = z.object({
  street: formText,
  number: formText,
  neighborhood: formText,
  additionalInformation: formText,
  city: formText,
  state: formText,
  zipcode: formText,
});

/** Opt-in keys a registration may send (SPEC 3 "Marketing opt-ins"): form keys, legacy keys and the 'all' pseudo item, which the gateway strips. */
export const marketingOptInKeys = [...optInFormKeys, ...optInLegacyKeys, allOfTheAboveKey] as const;

const marketingOptInSchema = z.object({
  key: z.enum(marketingOptInKeys),
  value: z.optional(z.string().check(z.maxLength(200))),
  subscribe: z.boolean(),
});

/** SPEC 3 "Asset": an enrolment entry. The number is checked with src/rules/cards/cardNumber.ts. */
const userAssetRequestSchema = z.object({
  assetType: z.literal('PAN'),
  value: z.string().check(z.maxLength(32)),
});

/**
 * Body of POST user-mgmt/user/registration and register/{siteId}: the user form's fields by their SPEC 3 keys
 * (src/rules/fields/userForm.ts), dob as YYYY-MM-DD, opt-ins, the privacy-policy flag and optional cards. Fields the site
 * does not show are dropped by the gateway; the form's rules are the same on both sides.
 */
export const registrationRequestSchema = z.object({
  siteId: siteIdSchema,
  locale: localeSchema,
  email: z.string().check(z.maxLength(320)),
  password: z.string().check(z.maxLength(1024)),
  confirm_password: z.string().check(z.maxLength(1024)),
  title: formText,
  first_name: formText,
  last_name: formText,
  dob: z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'expected YYYY-MM-DD'))),
  phone: formText,
  nationalId: formText,
  bin: formText,
  address: z.optional(addressSchema),
  marketing_opt_ins: z.optional(z.array(marketingOptInSchema).check(z.maxLength(20))),
  /**
   * The offer categories chosen, when the site asks for them at registration (SPEC 3 offers_preference): ids the
   * gateway keeps only when the site offers them, so the contract bounds their size alone.
   */
  offers_preference: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(100))),
  pp: z.optional(z.boolean()),
  userAssetRequest: z.optional(z.array(userAssetRequestSchema).check(z.maxLength(10))),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** register/{siteId} takes the site from the path; a siteId in the body must then name the same site. */
export const siteRegistrationRequestSchema = z.extend(registrationRequestSchema, { siteId: z.optional(siteIdSchema) });
export type SiteRegistrationRequest = z.infer<typeof siteRegistrationRequestSchema>;

/** The same answer whether the address was new or already registered (no account enumeration). */
export const registrationResponseSchema = z.object({ status: z.literal('ACTIVATION_EMAIL_SENT') });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** Details of VALIDATION_FAILED: a field error per field path (`first_name`, `address.zipcode`, `userAssetRequest.0`). */
export const validationFailedDetailsSchema = z.object({
  fields: z.record(z.string(), z.object({ id: z.enum(fieldErrorIds), count: z.optional(z.int()) })),
});
export type ValidationFailedDetails = z.infer<typeof validationFailedDetailsSchema>;

export const activateTokenRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) });
export const activateTokenResponseSchema = z.object({ userAccountStatus: z.literal('ACTIVE'), siteId: siteIdSchema });
export type ActivateTokenResponse = z.infer<typeof activateTokenResponseSchema>;

export const activationEmailRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  siteId: siteIdSchema,
  locale: localeSchema,
});
export type ActivationEmailRequest = z.infer<typeof activationEmailRequestSchema>;

/** The same answer whether or not the account exists, is inactive, or was rate-limited. */
export const activationEmailResponseSchema = z.object({ status: z.literal('ACCEPTED') });
