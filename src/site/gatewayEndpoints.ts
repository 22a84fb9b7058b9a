// The gateway endpoints SPEC 7 calls configurable, per deployment: the card assets and validation URLs ("must be
// configured; missing either raises an error"), the pre-auth endpoint ("or configured endpoint"), the SSO authorize
// endpoint, the OIDC authorize start and the host's logout. Each is a path under the API base (the edge proxies it to
// the deployment's gateway, so the pages' CSP stays `connect-src 'self'`), the host logout also an https URL (a
// navigation), set at build time from the environment.
//
// GATEWAY_KIND says whose gateway the build talks to: `reference` (the default: `npm start`, the tests) takes the
// reference gateway's paths for anything unset; `issuer` (what `npm run deploy` builds for) requires the card URLs and
// fails naming the one missing.

export interface GatewayEndpoints {
  /** SPEC 7 "assets URL": GET lists, POST enrols, `{assets}/{siteId}` lists a site's, `{assets}/{id}/remove-asset` and `{assets}/{id}/update-asset`. */
  readonly cardAssets: string;
  /** SPEC 7 "validation URL": POST with ?siteId=. */
  readonly cardValidation: string;
  /** SPEC 7 pre-auth: the client-credentials grant. */
  readonly preAuth: string;
  /** SPEC 7 "SSO authorize endpoint": the form of collected SSO parameters (the current flow of `newAuthSso`). */
  readonly ssoAuthorize: string;
  /** SPEC 7 GET user-auth/oidc/authorize: where the current flow starts (the portal's own relying-party parameters). */
  readonly oidcAuthorize: string;
  /**
   * SPEC 7 "a logout endpoint on the host": where signing out of an SSO or dual site sends the browser, so the bank's
   * session ends too; a path under the API base or an https URL of the bank. It gets `client_id` (the site id) and
   * `post_logout_redirect_uri` (the portal's sign-in page), as OpenID Connect's RP-initiated logout names them.
   */
  readonly hostLogout: string;
}

export type EndpointName = keyof GatewayEndpoints;

/** Each endpoint's environment variable. */
export const endpointVariables = {
  cardAssets: 'CARD_ASSETS_URL',
  cardValidation: 'CARD_VALIDATION_URL',
  preAuth: 'PREAUTH_URL',
  ssoAuthorize: 'SSO_AUTHORIZE_URL',
  oidcAuthorize: 'OIDC_AUTHORIZE_URL',
  hostLogout: 'HOST_LOGOUT_URL',
} as const satisfies Record<EndpointName, string>;

export const gatewayKindVariable = 'GATEWAY_KIND';
export const gatewayKinds = ['reference', 'issuer'] as const;
export type GatewayKind = (typeof gatewayKinds)[number];

/** The reference gateway's paths (gateway/src/routes.ts). */
export const referenceEndpoints: GatewayEndpoints = {
  cardAssets: 'user-attribute/user/assets',
  cardValidation: 'user-attribute/assets/validation',
  preAuth: 'user-auth/oauth/token?preauth=true',
  ssoAuthorize: 'sso/authorize',
  oidcAuthorize: 'user-auth/oidc/authorize',
  hostLogout: 'sso/logout',
};

/** What a bank's gateway must name: SPEC 7 gives no default for these. */
const requiredOfIssuer: readonly EndpointName[] = ['cardAssets', 'cardValidation'];

/** Endpoints the client adds a path or query to, so they may carry no query of their own. */
const withoutQuery: readonly EndpointName[] = ['cardAssets', 'cardValidation', 'oidcAuthorize', 'hostLogout'];

/** Endpoints the browser navigates to rather than calls: they may be an https URL of the bank's own host. */
const navigable: readonly EndpointName[] = ['hostLogout'];

// A relative path of URL path characters; a query where allowed. No scheme, no leading slash, no empty or dot segments.
const pathPattern = /^[A-Za-z0-9_~!$&'()*+,;=:@%.-]+(?:\/[A-Za-z0-9_~!$&'()*+,;=:@%.-]+)*$/;

function parsedEndpoint(name: EndpointName, value: string): string {
  const variable = endpointVariables[name];
  if (navigable.includes(name) && /^[a-z][a-z0-9+.-]*:/i.test(value)) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
      throw new Error(`${variable}: expected a path under the API base or an https URL without a query, got '${value}'`);
    }
    return url.href;
  }
  const [path = '', query] = value.split(/\?(.*)/s, 2);
  const problem = !pathPattern.test(path)
    ? 'expected a path under the API base, like bank/v1/cards (no scheme, no leading slash)'
    : path.split('/').some((segment) => segment === '.' || segment === '..')
      ? 'a path may not contain . or .. segments'
      : query !== undefined && withoutQuery.includes(name)
        ? 'this URL may not carry a query: the portal adds its own'
        : query !== undefined && /[\s#]/.test(query)
          ? 'the query may not contain spaces or #'
          : undefined;
  if (problem) throw new Error(`${variable}: ${problem}, got '${value}'`);
  return value;
}

function parseKind(value: string | undefined): GatewayKind {
  const kind = value?.trim() || 'reference';
  if (!(gatewayKinds as readonly string[]).includes(kind)) {
    throw new Error(`${gatewayKindVariable}: expected ${gatewayKinds.join(' or ')}, got '${value}'`);
  }
  return kind as GatewayKind;
}

/**
 * The endpoints of this build from its environment; throws naming the variable when one is malformed, or when the
 * gateway is an issuer's and a required one is unset.
 */
export function parseGatewayEndpoints(env: Readonly<Record<string, string | undefined>>): GatewayEndpoints {
  const kind = parseKind(env[gatewayKindVariable]);
  const endpoint = (name: EndpointName): string => {
    const value = env[endpointVariables[name]]?.trim();
    if (value) return parsedEndpoint(name, value);
    if (kind === 'issuer' && requiredOfIssuer.includes(name)) {
      throw new Error(`${endpointVariables[name]}: must be set for an issuer's gateway (${gatewayKindVariable}=issuer; SPEC 7 gives it no default)`);
    }
    return referenceEndpoints[name];
  };
  return {
    cardAssets: endpoint('cardAssets'),
    cardValidation: endpoint('cardValidation'),
    preAuth: endpoint('preAuth'),
    ssoAuthorize: endpoint('ssoAuthorize'),
    oidcAuthorize: endpoint('oidcAuthorize'),
    hostLogout: endpoint('hostLogout'),
  };
}
