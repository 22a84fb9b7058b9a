// GET user-mgmt/user/find and find-concierge (SPEC 3 profile, SPEC 6 concierge, SPEC 7 "user-mgmt/user").
import { roles } from '../../../src/api/contracts/auth';
import type { Handler } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { authenticateUser } from './authenticate';
import { findUserByEmail, findUserById, toUserProfile } from './users';

/** The signed-in user's own profile. */
export const getUser: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const user = await findUserById(context.env.DB, claims.sub);
  if (!user) return errorResponse(404, 'USER_NOT_FOUND', context.correlationId);
  return json(toUserProfile(user), context.correlationId);
};

/** A cardholder of the concierge's own site, by e-mail; only a ROLE_CONCIERGE token may ask. */
export const getUserForConcierge: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, url, correlationId } = context;
  if (!claims.authorities.includes(roles.concierge) || claims.site === undefined) {
    return errorResponse(403, 'FORBIDDEN', correlationId);
  }
  const email = url.searchParams.get('email')?.trim();
  if (!email) throw new InvalidRequestError('email: required', { field: 'email' });
  const user = await findUserByEmail(env.DB, claims.site, email);
  if (user?.role !== 'CARDHOLDER') return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  return json(toUserProfile(user), correlationId);
};
