// Contract of the account calls of SPEC 7 "user-mgmt/user": profile update and account deletion; shared with the gateway.
import * as z from 'zod/mini';
import { addressParts, type AddressPart } from '../../rules/fields/userForm';

export const profilePaths = {
  /** POST profileUpdateRequestSchema; answers the SPEC 3 profile (userProfileSchema). */
  update: 'user-mgmt/user/update',
  /** POST, empty body; clears the session cookies. Success is the status (SPEC 7); the site reads no answer. */
  removeAccount: 'user-mgmt/user/remove-account',
  /** POST aliasRequestSchema; success is the status, the answer is not read. */
  alias: 'user-mgmt/user/alias',
} as const;

/** Kinds of alias: EMAIL, a second e-mail address the cardholder signs in with on the site. */
export const aliasTypes = ['EMAIL'] as const;

/** POST alias (SPEC 7 {alias, aliasType}); the value is judged by the field rule of its kind (the e-mail rule). */
export const aliasRequestSchema = z.strictObject({ alias: z.string().check(z.maxLength(1000)), aliasType: z.enum(aliasTypes) });
export type AliasRequest = z.infer<typeof aliasRequestSchema>;

// Generous bounds: the field rules (src/rules/fields/userForm.ts) judge lengths and report field errors.
const text = z.string().check(z.maxLength(1000));

const addressShape = Object.fromEntries(addressParts.map((part) => [part, z.optional(text)])) as Record<AddressPart, z.ZodMiniOptional<typeof text>>;

/**
 * The profile form's fields (SPEC 5: no pp, national id, password or e-mail), named as the user form names them.
 * A field left out keeps its stored value; '' clears an optional one. dob is YYYY-MM-DD (toDobValue) or ''.
 */
export const profileUpdateRequestSchema = z.strictObject({
  title: z.optional(text),
  first_name: z.optional(text),
  last_name: z.optional(text),
  dob: z.optional(z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'YYYY-MM-DD or empty'))),
  phone: z.optional(text),
  bin: z.optional(text),
  address: z.optional(z.strictObject(addressShape)),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** The reference gateway's answer to remove-account; not part of what the site needs. */
export const removeAccountResponseSchema = z.object({ removed: z.literal(true) });

/** Error ids of the account calls the screens tell apart. */
export type ProfileErrorId =
  /** 400: the form breaks SPEC 5 rules; details: validationFailedDetailsSchema of contracts/registration.ts. */
  | 'VALIDATION_FAILED'
  /** 403: the site's profile config sets updatable to false. */
  | 'PROFILE_NOT_UPDATABLE'
  /** 403: the user's allow_delete_profile attribute is 'false'. */
  | 'ACCOUNT_DELETION_NOT_ALLOWED'
  /** 409: the alias is another account's e-mail or alias on the site. */
  | 'ALIAS_TAKEN';
