// Deleting the account (SPEC 2 delete-profile, SPEC 6, SPEC 7 remove-account): the call, the app's deleteProfile, then
// signing out to the sign-in page, which shows the notice left for it.
import type { KyInstance } from 'ky';
import { removeAccount } from '../../api/profileService';
import { leaveNotification } from '../page/leaveNotification';
import { reportToApp } from '../page/nativeBridge';
import { callFailureOf } from '../page/callFailure';
import { endSession, sessionApi } from '../page/session';

export type AccountDeletionResult = { kind: 'deleted' } | { kind: 'banner'; banner: 'notAllowed' | 'failed' } | { kind: 'alerted' };

const accountDeletedNotificationId = 'account-deleted';

/**
 * The gateway expires the session cookies with the account, so signing out revokes nothing (the token would find no
 * account) and goes straight to the sign-in page.
 */
export async function deleteAccount(
  deletedMessage: string,
  { api = sessionApi(), signOut = () => endSession({ revoke: false, reload: true }) }: { api?: KyInstance; signOut?: () => Promise<void> } = {},
): Promise<AccountDeletionResult> {
  try {
    await removeAccount(api);
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    return { kind: 'banner', banner: failure.code === 'ACCOUNT_DELETION_NOT_ALLOWED' ? 'notAllowed' : 'failed' };
  }
  reportToApp('deleteProfile');
  leaveNotification({ id: accountDeletedNotificationId, tone: 'success', message: deletedMessage });
  await signOut();
  return { kind: 'deleted' };
}
