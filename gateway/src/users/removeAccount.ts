// POST user-mgmt/user/remove-account (SPEC 7, SPEC 6 "Account deletion is disabled when allow_delete_profile is
// 'false'"): deletes the account with everything hanging off it and ends the session like logout.
import { allowDeleteProfileKey } from '../../../src/api/contracts/preferences';
import { expiredRefreshCookies, expiredSessionCookies, withCookies } from '../auth/cookies';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { authenticateAccount } from './signedInAccount';
import { readAttributes } from './userAttributes';

/**
 * The empty body is not read. Cards, attributes and refresh tokens go with the account (ON DELETE CASCADE on every
 * table that references users); the access token in hand stays valid until it expires but finds no account.
 */
export const postRemoveAccount: Handler = async (context) => {
  const account = await authenticateAccount(context);
  if (account instanceof Response) return account;
  const { env, request, correlationId } = context;
  const attributes = await readAttributes(env.DB, account.user.id, account.siteId);
  if (attributes.some(({ key, value }) => key === allowDeleteProfileKey && value === 'false')) {
    return errorResponse(403, 'ACCOUNT_DELETION_NOT_ALLOWED', correlationId);
  }
  await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(account.user.id).run();
  return withCookies(json({ removed: true }, correlationId), [
    ...expiredSessionCookies(request, account.siteId),
    ...expiredRefreshCookies(request, account.siteId),
  ]);
};
