// The start of single sign-on (SPEC 2 redirect-sso, SPEC 5 SSO parameters, SPEC 7): GET user-auth/oidc/authorize
// (query), POST user-auth/login?init_login=true and POST sso/authorize (form or JSON). The parameters are checked
// and kept as a short-lived request; the browser goes to the site's identity provider with the request id.
import { ssoAuthorizeRequestSchema } from '../../../src/api/contracts/sso';
import { nowSeconds } from '../auth/accessTokens';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, InvalidRequestError } from '../http';
import { parseWith, queryFields, readFormOrJson } from '../requestBody';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { siteOrNotFound } from '../sites/siteOrNotFound';
import { redirectAnswer } from './redirectAnswer';
import { storeSsoRequest } from './ssoRequests';
import { identityProvider } from './ssoTargets';

async function startSignOn(context: HandlerContext, fields: unknown): Promise<Response> {
  const { env, request, correlationId } = context;
  const parameters = parseWith(ssoAuthorizeRequestSchema, fields);
  const site = await siteOrNotFound(context, parameters.siteId);
  if (site instanceof Response) return site;
  // A site that signs in with a password only, or whose identity provider is not a safe target, has no SSO.
  const provider = identityProvider(siteSettingsOf(site).auth.mechanism === 'USER_NAME_PASSWORD' ? undefined : siteSettingsOf(site).auth.issuerUrl);
  if (provider === undefined) return errorResponse(400, 'SSO_NOT_AVAILABLE', correlationId);
  const requestId = await storeSsoRequest(env.DB, parameters, nowSeconds());
  return redirectAnswer(request, correlationId, provider(requestId));
}

export const getOidcAuthorize: Handler = async (context) => startSignOn(context, queryFields(context.url));

export const postSsoAuthorize: Handler = async (context) => startSignOn(context, await readFormOrJson(context.request, ssoAuthorizeRequestSchema));

/** SPEC 7 "POST user-auth/login?init_login=true": the OIDC login; without init_login=true there is nothing to start. */
export const postLogin: Handler = async (context) => {
  if (context.url.searchParams.get('init_login') !== 'true') throw new InvalidRequestError('init_login: expected true', { field: 'init_login' });
  return startSignOn(context, await readFormOrJson(context.request, ssoAuthorizeRequestSchema));
};
