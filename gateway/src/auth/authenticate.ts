// Who is calling: the user access token from the SESSION cookie (X-COOKIE-AUTH: true) or the Bearer header (SPEC 7 headers).
import { roles, type TokenClaims } from '../../../src/api/contracts/auth';
import { flagsOfBindings } from '../../../src/site/flags';
import { headerNames } from '../../../src/api/contracts/headers';
import type { HandlerContext } from '../env';
import { errorResponse } from '../http';
import { nowSeconds, readAccessToken } from './accessTokens';
import { isSessionAlive } from './refreshTokens';
import { readSessionCookie } from './cookies';

function presentedToken(request: Request): string | undefined {
  if (request.headers.get(headerNames.cookieAuth)?.trim().toLowerCase() === 'true') return readSessionCookie(request);
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get(headerNames.authorization) ?? '')?.[1];
}

/**
 * The claims of a valid, unexpired user token whose session is still alive, or the 401 UNAUTHORIZED answer to return.
 * Pre-auth tokens are not user tokens; a user token without a session (`sid`) is refused. Usage: `const claims = await authenticateUser(context); if (claims instanceof Response) return claims;`
 */
export async function authenticateUser({ request, env, correlationId }: HandlerContext): Promise<TokenClaims | Response> {
  const token = presentedToken(request);
  const claims = token ? await readAccessToken(env, token) : undefined;
  if (claims?.typ !== 'user' || claims.sid === undefined) return errorResponse(401, 'UNAUTHORIZED', correlationId);
  if (!(await isSessionAlive(env.DB, claims.sid, nowSeconds()))) return errorResponse(401, 'UNAUTHORIZED', correlationId);
  // A concierge's token from before the deployment turned the `concierge` flag off is no use either.
  if (claims.authorities.includes(roles.concierge) && !flagsOfBindings(env).concierge) return errorResponse(401, 'UNAUTHORIZED', correlationId);
  return claims;
}
