// GET user-mgmt/user/vba/compromised-password (SPEC 2 compromised-credentials, SPEC 7): whether the signed-in user's
// current password is on the common-password list, as remembered from their last password sign-in.
import type { CompromisedPassword } from '../../../src/api/contracts/accountChecks';
import { authenticateUser } from '../auth/authenticate';
import type { Handler } from '../env';
import { errorResponse, json } from '../http';

export const getCompromisedPassword: Handler = async (context) => {
  const claims = await authenticateUser(context);
  if (claims instanceof Response) return claims;
  const { env, correlationId } = context;
  const row = await env.DB.prepare('SELECT password_compromised FROM users WHERE id = ?').bind(claims.sub).first<{ password_compromised: number | null }>();
  if (!row) return errorResponse(404, 'USER_NOT_FOUND', correlationId);
  const body: CompromisedPassword = { compromised: row.password_compromised === 1, checked: row.password_compromised !== null };
  return json(body, correlationId);
};
