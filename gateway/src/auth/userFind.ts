// GET user-mgmt/user/find (SPEC 3 profile, SPEC 7 "user-mgmt/user"); find-concierge is the concierge's (concierge/).
import type { Handler } from '../env';
import { errorResponse, json } from '../http';
import { authenticateUser } from './authenticate';
import { findUserById, toUserProfile } from './users';

/** The signed-in user's own profile. */
export const getUser: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const user = await findUserById(context.env.DB, claims.sub);
  if (!user) return errorResponse(404, 'USER_NOT_FOUND', context.correlationId);
  return json(toUserProfile(user), context.correlationId);
};
