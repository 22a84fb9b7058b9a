// Who a concierge may look at (SPEC 6): a cardholder of the concierge's own site, found by e-mail. Cardholder tokens,
// other sites and other concierges are refused.
import { roles } from '../../../src/api/contracts/auth';
import { findUserByEmail } from '../auth/users';
import type { HandlerContext } from '../env';
import { errorResponse, InvalidRequestError } from '../http';
import { authenticateAccount, type UserRow } from '../users/signedInAccount';

/**
 * The cardholder named by ?email= on the path's site, or the answer to return: 401 without a user token, 403 FORBIDDEN
 * for a token without ROLE_CONCIERGE or of another site, 400 without an e-mail, 404 USER_NOT_FOUND for anyone who is
 * not a cardholder of the site.
 */
export async function cardholderForConcierge(context: HandlerContext): Promise<UserRow | Response> {
  const account = await authenticateAccount(context, context.params['siteId'] ?? '');
  if (account instanceof Response) return account;
  if (!account.claims.authorities.includes(roles.concierge) || account.user.role !== 'CONCIERGE') {
    return errorResponse(403, 'FORBIDDEN', context.correlationId);
  }
  const emails = context.url.searchParams.getAll('email');
  const email = emails[0]?.trim() ?? '';
  if (emails.length !== 1 || email === '' || email.length > 320) throw new InvalidRequestError('email: one e-mail address is required', { field: 'email' });
  const cardholder = await findUserByEmail(context.env.DB, account.siteId, email);
  if (cardholder?.role !== 'CARDHOLDER') return errorResponse(404, 'USER_NOT_FOUND', context.correlationId);
  return cardholder;
}
