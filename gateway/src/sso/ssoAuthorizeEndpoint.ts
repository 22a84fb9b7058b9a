// The start of single sign-on (SPEC 2 redirect-sso, SPEC 5 SSO parameters, SPEC 7): GET user-auth/oidc/authorize
// (query), POST user-auth/login?init_login=true and POST sso/authorize (form or JSON). The parameters are checked
// and kept as a short-lived request; the browser goes to the site's identity provider with the request id.
import * as z from 'zod/mini';
import { localeSchema } from '../../../src/api/contracts/registration';
import { ssoAuthorizeRequestSchema, type SsoRelyingParty } from '../../../src/api/contracts/sso';
import { siteIdSchema, type SiteConfig } from '../../../src/site/siteConfig';
import { newOpaqueSecret } from '../crypto/opaqueSecrets';
import { nowSeconds } from '../auth/accessTokens';
import type { Handler, HandlerContext } from '../env';
import { errorResponse, InvalidRequestError, json } from '../http';
import { parseWith, queryFields, readFormOrJson } from '../requestBody';
import { siteSettingsOf } from '../../../src/site/siteSettings';
import { siteOrNotFound } from '../sites/siteOrNotFound';
import { redirectAnswer } from './redirectAnswer';
import { storeSsoRequest } from './ssoRequests';
import { identityProvider } from './ssoTargets';
import { samlSessionLocation, speaksSaml } from './samlEndpoints';

/**
 * The site and its identity provider, or the answer that there is none: an unknown site, a password-only site, or an
 * identity provider that is no safe target.
 */
async function providerOf(context: HandlerContext, siteId: string): Promise<{ site: SiteConfig; provider: (requestId: string) => string } | Response> {
  const site = await siteOrNotFound(context, siteId);
  if (site instanceof Response) return site;
  const { mechanism, issuerUrl } = siteSettingsOf(site).auth;
  const provider = identityProvider(mechanism === 'USER_NAME_PASSWORD' ? undefined : issuerUrl);
  return provider ? { site, provider } : errorResponse(400, 'SSO_NOT_AVAILABLE', context.correlationId);
}

async function startSignOn(context: HandlerContext, fields: unknown): Promise<Response> {
  const { env, request, correlationId } = context;
  const parameters = parseWith(ssoAuthorizeRequestSchema, fields);
  const found = await providerOf(context, parameters.siteId);
  if (found instanceof Response) return found;
  const requestId = await storeSsoRequest(env.DB, parameters, nowSeconds());
  // A SAML identity provider gets the request as an AuthnRequest, made by the SAML session endpoint.
  return redirectAnswer(request, correlationId, speaksSaml(found.site) ? samlSessionLocation(request, requestId) : found.provider(requestId));
}

const relyingPartyQuerySchema = z.object({ siteId: siteIdSchema, locale: z.optional(localeSchema) });

/**
 * GET user-auth/oidc/authorize: with SSO parameters in the query, a navigation that starts sign-on; with the site only,
 * the start of the current flow (SPEC 7): the portal's own relying-party parameters for an SSO site, state and nonce
 * fresh, which the client then posts to the SSO authorize endpoint.
 */
export const getOidcAuthorize: Handler = async (context) => {
  const fields = queryFields(context.url);
  if (requiredSsoFields.some((name) => name in fields)) return startSignOn(context, fields);
  const { siteId } = parseWith(relyingPartyQuerySchema, fields);
  const found = await providerOf(context, siteId);
  if (found instanceof Response) return found;
  const relyingParty: SsoRelyingParty = { client_id: siteId, response_type: 'code', scope: 'openid', state: newOpaqueSecret(), nonce: newOpaqueSecret() };
  return json(relyingParty, context.correlationId, { headers: { 'Cache-Control': 'no-store' } });
};

const requiredSsoFields = ['client_id', 'response_type', 'scope', 'state', 'nonce'] as const;

export const postSsoAuthorize: Handler = async (context) => startSignOn(context, await readFormOrJson(context.request, ssoAuthorizeRequestSchema));

/** SPEC 7 "POST user-auth/login?init_login=true": the OIDC login; without init_login=true there is nothing to start. */
export const postLogin: Handler = async (context) => {
  if (context.url.searchParams.get('init_login') !== 'true') throw new InvalidRequestError('init_login: expected true', { field: 'init_login' });
  return startSignOn(context, await readFormOrJson(context.request, ssoAuthorizeRequestSchema));
};
