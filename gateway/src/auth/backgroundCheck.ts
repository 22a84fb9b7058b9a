// GET user-attribute/user/background/{siteId} (SPEC 4, SPEC 7): whether the signed-in user passes the background check.
import type { BackgroundCheck } from '../../../src/api/contracts/auth';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { authenticateUser } from './authenticate';
import { findUserById, passesBackgroundCheck } from './users';

export const getBackgroundCheck: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, params, correlationId } = context;
  if (!claims.authorities.includes(params['siteId'] ?? '')) return errorResponse(403, 'FORBIDDEN', correlationId);
  const user = await findUserById(env.DB, claims.sub);
  if (!user) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const body: BackgroundCheck = { passesBackgroundCheck: passesBackgroundCheck(user) };
  return json(body, correlationId);
};
