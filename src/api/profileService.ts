// Typed account calls of SPEC 7 "user-mgmt/user": profile update and account deletion.
import type { KyInstance } from 'ky';
import { userProfileSchema, type UserProfile } from './contracts/auth';
import { profilePaths, type AliasRequest, type ProfileUpdateRequest } from './contracts/profile';
import { validationFailedDetailsSchema, type ValidationFailedDetails } from './contracts/registration';
import { errorDetails, isGatewayError } from './gatewayError';
import { postJson, postUnread } from './request';

/**
 * Sends the profile form (fields as the user form names them, dob as YYYY-MM-DD); resolves the updated profile.
 * A VALIDATION_FAILED GatewayError carries the field errors in its body's details.fields.
 */
export function updateProfile(api: KyInstance, fields: ProfileUpdateRequest): Promise<UserProfile> {
  return postJson(api, profilePaths.update, fields, userProfileSchema);
}

/** The field errors of a VALIDATION_FAILED answer by field path, for the form's validationErrors; else undefined. */
export function validationFailedFields(error: unknown): ValidationFailedDetails['fields'] | undefined {
  if (!isGatewayError(error) || error.code !== 'VALIDATION_FAILED') return undefined;
  return errorDetails(error, validationFailedDetailsSchema)?.fields;
}

/** Adds another identifier the signed-in cardholder signs in with (SPEC 7 alias); success is the status. */
export function addAlias(api: KyInstance, request: AliasRequest): Promise<void> {
  return postUnread(api, profilePaths.alias, request);
}

/** Deletes the signed-in account; the gateway clears the session cookies as logout does. */
export function removeAccount(api: KyInstance): Promise<void> {
  // SPEC 7 names no answer: success is the status.
  return postUnread(api, profilePaths.removeAccount);
}
