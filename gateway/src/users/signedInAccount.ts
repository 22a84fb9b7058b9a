// The signed-in account behind a request, and the one site it may touch (CONVENTIONS: a user touches only their own
// data on the token's site).
import type { TokenClaims } from '../../../src/api/contracts/auth';
import { authenticateUser } from '../auth/authenticate';
import { findUserById } from '../auth/users';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export interface SignedInAccount {
  claims: TokenClaims;
  /** The token's site: the only site this request may read or change. */
  siteId: string;
  user: UserRow;
}

/** Whether a token belongs to a site: its site claim and its authorities both name it. */
export function isTokenSite(claims: TokenClaims, siteId: string): boolean {
  return claims.site === siteId && claims.authorities.includes(siteId);
}

/**
 * The account of a valid user token, or the answer to return: 401 UNAUTHORIZED without one, 403 FORBIDDEN when
 * `siteId` is given and is not the token's site, 404 USER_NOT_FOUND when the account no longer exists.
 */
export async function authenticateAccount(context: HandlerContext, siteId?: string): Promise<SignedInAccount | Response> {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const site = siteId ?? claims.site;
  if (site === undefined || !isTokenSite(claims, site)) return errorResponse(403, 'FORBIDDEN', context.correlationId);
  const user = await findUserById(context.env.DB, claims.sub);
  if (!user || user.site_id !== site) return errorResponse(404, 'USER_NOT_FOUND', context.correlationId);
  return { claims, siteId: site, user };
}
