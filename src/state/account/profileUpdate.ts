// Saving the profile form (SPEC 2 edit-profile, SPEC 7 user-mgmt/user/update): the site's layout of the form, the
// update call, what its refusals mean for the form, and on success the banner for the profile and the app's editProfile.
import type { KyInstance } from 'ky';
import { updateProfile, validationFailedFields } from '../../api/profileService';
import { fieldError, type FieldError } from '../../rules/fields/fieldErrors';
import type { ProfileUpdate } from '../../rules/account/profileForm';
import { leaveNotification } from '../page/leaveNotification';
import { reportToApp } from '../page/nativeBridge';
import { callFailureOf } from '../page/callFailure';
import { sessionApi } from '../page/session';

import type { EditProfileBanner } from './profileLayout';

export { profileLayout, type EditProfileBanner } from './profileLayout';

export type ProfileSaveResult =
  | { kind: 'saved' }
  /** VALIDATION_FAILED: the gateway's field errors by field path. */
  | { kind: 'fieldErrors'; fields: Readonly<Record<string, FieldError>> }
  | { kind: 'banner'; banner: EditProfileBanner }
  /** The global alert says it (SPEC 8); the form stays as typed. */
  | { kind: 'alerted' };

/** Banner id of the profile after a save. */
const profileUpdatedNotificationId = 'profile-updated';

/** Sends the update; on success leaves `savedMessage` for the profile and tells the app (SPEC 1 editProfile). */
export async function saveProfile(update: ProfileUpdate, savedMessage: string, api: KyInstance = sessionApi()): Promise<ProfileSaveResult> {
  try {
    await updateProfile(api, update);
  } catch (error) {
    const fields = validationFailedFields(error);
    if (fields)
      return { kind: 'fieldErrors', fields: Object.fromEntries(Object.entries(fields).map(([path, { id, count }]) => [path, fieldError(id, count)])) };
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    return { kind: 'banner', banner: failure.code === 'PROFILE_NOT_UPDATABLE' ? 'notUpdatable' : 'failed' };
  }
  leaveNotification({ id: profileUpdatedNotificationId, tone: 'success', message: savedMessage });
  reportToApp('editProfile');
  return { kind: 'saved' };
}
