// Who may call a site's signed-out-capable endpoints (card validation while registering): a user, or the site's
// pre-auth client (SPEC 7 "Headers": without an auth cookie the page sends a pre-auth Bearer token).
import type { TokenClaims } from '../../../src/api/contracts/auth';
import { headerNames } from '../../../src/api/contracts/headers';
import type { HandlerContext } from '../env';
import { readAccessToken } from './accessTokens';
import { authenticateUser } from './authenticate';

/**
 * The claims of a user token (read as authenticateUser reads it) or, failing that, of a pre-auth Bearer token; else
 * the 401 answer. A signed-out page sends X-COOKIE-AUTH with its pre-auth Bearer token and no session cookie.
 */
export async function authenticateSiteCaller(context: HandlerContext): Promise<TokenClaims | Response> {
  const user = await authenticateUser(context);
  if (!(user instanceof Response)) return user;
  const bearer = /^Bearer\s+(\S+)$/i.exec(context.request.headers.get(headerNames.authorization) ?? '')?.[1];
  const claims = bearer ? await readAccessToken(context.env, bearer) : undefined;
  return claims?.typ === 'preauth' ? claims : user;
}
