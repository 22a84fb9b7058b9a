// Contract schemas of single sign-on (SPEC 2 redirect-sso and sso-simulator, SPEC 5 SSO parameters, SPEC 7
// user-auth/oidc/authorize, user-auth/login?init_login=true, SSO assertion), shared with the gateway.
import * as z from 'zod/mini';
import { ssoRequestParameter } from './ssoRequestId';
import { siteIdSchema } from '../../site/siteConfig';
import { tokenResponseSchema } from './auth';
import { localeSchema } from './registration';

export type SsoErrorId = 'SSO_NOT_AVAILABLE' | 'SSO_REQUEST_INVALID';

/**
 * A required SSO parameter: no markup, URL or path (no '/', '\', '<', '>', quotes), as SPEC 5 asks of query
 * parameters; client ids, scopes, states and nonces fit.
 */
const ssoValue = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[A-Za-z0-9._~+=:, -]+$/, 'not a plain SSO value'));

/** Optional SSO parameters are taken as-is (SPEC 5); the gateway only ever redirects to a same-origin path of the site. */
const ssoTarget = z.optional(z.string().check(z.maxLength(2048)));

/** The request id the identity provider receives (query parameter `sso_request`) and posts back. */
export const ssoRequestIdSchema = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'not a request id'));

/**
 * Fields of GET user-auth/oidc/authorize (query), POST user-auth/login?init_login=true and POST sso/authorize
 * (form): the collected SSO parameters plus the site and the locale of the fallback landing page.
 */
export const ssoAuthorizeRequestSchema = z.object({
  siteId: siteIdSchema,
  locale: z._default(localeSchema, 'en_us'),
  client_id: ssoValue,
  response_type: ssoValue,
  scope: ssoValue,
  state: ssoValue,
  nonce: ssoValue,
  redirect_uri: ssoTarget,
  last_visited_path: ssoTarget,
});
/**
 * Answer of GET user-auth/oidc/authorize with only `siteId` (and `locale`): the portal's own parameters as the site's
 * relying party, state and nonce fresh from the gateway, for the current flow to post to the SSO authorize endpoint
 * when the visit brought none.
 */
export const ssoRelyingPartySchema = z.object({ client_id: ssoValue, response_type: ssoValue, scope: ssoValue, state: ssoValue, nonce: ssoValue });
export type SsoRelyingParty = z.infer<typeof ssoRelyingPartySchema>;

/** What a client sends (locale may be left out). */
export type SsoAuthorizeRequest = z.input<typeof ssoAuthorizeRequestSchema>;
/** What the gateway reads (locale defaulted). */
export type SsoAuthorizeParameters = z.output<typeof ssoAuthorizeRequestSchema>;

/**
 * Body of POST sso/assertion (form or JSON): the identity provider's word on who signed in. The reference gateway
 * accepts it only from the local simulator (ENVIRONMENT local or preview).
 */
export const ssoAssertionRequestSchema = z.object({
  [ssoRequestParameter]: ssoRequestIdSchema,
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  first_name: z.optional(z.string().check(z.maxLength(100))),
  last_name: z.optional(z.string().check(z.maxLength(100))),
});
export type SsoAssertionRequest = z.infer<typeof ssoAssertionRequestSchema>;

/**
 * A navigation (form post, link) gets 303 See Other to `location`; a call that accepts JSON gets this instead,
 * so a script can follow it. The assertion's answer also carries the token response of the new session.
 */
export const ssoRedirectSchema = z.object({ location: z.string().check(z.minLength(1)) });
export type SsoRedirect = z.infer<typeof ssoRedirectSchema>;

export const ssoSignInSchema = z.object({ location: z.string().check(z.minLength(1)), tokens: tokenResponseSchema });
export type SsoSignIn = z.infer<typeof ssoSignInSchema>;

/** GET sso/host-session?siteId= (the reference gateway's simulated bank, local and preview runs): who is signed in there. */
export const hostSessionSchema = z.object({ email: z.nullable(z.string()) });
export type HostSession = z.infer<typeof hostSessionSchema>;

/** SPEC 7's SSO SAML session and assertion endpoints, under the API base (the reference gateway serves them). */
export const samlPaths = { session: 'sso/saml/session', assertion: 'sso/saml/assertion' } as const;

export { ssoRequestParameter };
