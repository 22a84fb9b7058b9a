// The client-credentials grant of POST user-auth/oauth/token?preauth=true (SPEC 7): a pre-auth token, no cookies.
import type { TokenResponse } from '../../../src/api/contracts/auth';
import type { ClientCredentialsRequest } from '../../../src/api/contracts/tokenRequests';
import type { HandlerContext } from '../env';
import { errorResponse, json } from '../http';
import { accessTokenLifetimeSeconds, issueAccessToken } from '../auth/accessTokens';
import { authenticateClient } from './clients';

export async function clientCredentialsGrant({ env, correlationId }: HandlerContext, form: ClientCredentialsRequest): Promise<Response> {
  const siteId = await authenticateClient(env.DB, form);
  if (siteId === undefined) return errorResponse(400, 'INVALID_CLIENT', correlationId);
  const accessToken = await issueAccessToken(env, { sub: form.client_id, authorities: [siteId], typ: 'preauth', site: siteId });
  const body: TokenResponse = { access_token: accessToken, token_type: 'bearer', expires_in: accessTokenLifetimeSeconds, scope: 'preauth' };
  return json(body, correlationId);
}
