// Typed calls of single sign-on (SPEC 7 user-auth/oidc/authorize, the SSO authorize endpoint, user-auth/login?init_login=true,
// SSO assertion).
// The gateway answers a navigation with 303 and a script (these calls accept JSON) with the location to go to.
import type { KyInstance } from 'ky';
import {
  hostSessionSchema,
  samlPaths,
  ssoRedirectSchema,
  ssoRelyingPartySchema,
  ssoSignInSchema,
  type HostSession,
  type SsoAssertionRequest,
  type SsoAuthorizeRequest,
  type SsoRedirect,
  type SsoRelyingParty,
  type SsoSignIn,
} from './contracts/sso';
import { gatewayEndpoints } from '../site/buildFlags';
import type { GatewayEndpoints } from '../site/gatewayEndpoints';
import { getJson, postForm, postJson } from './request';

/**
 * Which way sign-on starts (the `newAuthSso` flag, SPEC 9): `current` posts the collected parameters to the SSO
 * authorize endpoint (SPEC 7 "POST SSO authorize endpoint"; SSO_AUTHORIZE_URL), `legacy` to the OIDC login, user-auth/login?init_login=true.
 */
export type SsoFlow = 'current' | 'legacy';

/**
 * The start of the current flow (SPEC 7 GET user-auth/oidc/authorize, or OIDC_AUTHORIZE_URL): the portal's own
 * relying-party parameters for the site; SSO_NOT_AVAILABLE when the site has no single sign-on.
 */
export function relyingParty(
  api: KyInstance,
  place: { siteId: string; locale: string },
  endpoints: Pick<GatewayEndpoints, 'oidcAuthorize'> = gatewayEndpoints,
): Promise<SsoRelyingParty> {
  return getJson(api, endpoints.oidcAuthorize, ssoRelyingPartySchema, { searchParams: place });
}

/** redirect-sso: starts sign-on with the collected SSO parameters; resolves where the browser goes next (the IdP). */
export function startSso(
  api: KyInstance,
  request: SsoAuthorizeRequest,
  flow: SsoFlow,
  endpoints: Pick<GatewayEndpoints, 'ssoAuthorize'> = gatewayEndpoints,
): Promise<SsoRedirect> {
  if (flow === 'current') return postForm(api, endpoints.ssoAuthorize, { ...request }, ssoRedirectSchema);
  return postForm(api, 'user-auth/login', { ...request }, ssoRedirectSchema, { searchParams: { init_login: 'true' } });
}

/** sso-simulator: who is signed in at the simulated bank of the site (the reference gateway's host session). */
export function hostSessionOf(api: KyInstance, siteId: string): Promise<HostSession> {
  return getJson(api, 'sso/host-session', hostSessionSchema, { searchParams: { siteId } });
}

/**
 * sso-simulator: posts the chosen user's assertion; resolves the landing location and the new session's tokens
 * (the session cookies are set too). Local and preview runs only; production answers 404.
 */
export function postSsoAssertion(api: KyInstance, assertion: SsoAssertionRequest): Promise<SsoSignIn> {
  return postJson(api, 'sso/assertion', assertion, ssoSignInSchema);
}

/** sso-simulator over SAML: posts the Response (base64) with the RelayState; answered like postSsoAssertion. */
export function postSamlAssertion(api: KyInstance, form: { SAMLResponse: string; RelayState: string }): Promise<SsoSignIn> {
  return postForm(api, samlPaths.assertion, form, ssoSignInSchema);
}
