// The whitelisted URL groups of SPEC 7 "Headers": calls that carry no X-COOKIE-AUTH, as data.
import { gatewayEndpoints } from '../site/buildFlags';

/** Each group of SPEC 7 with the gateway path fragments that belong to it. */
const whitelistedUrlGroups = {
  configurations: ['/configurations/'],
  login: ['user-auth/login'],
  oidcLogin: ['user-auth/oidc', gatewayEndpoints.oidcAuthorize],
  userToken: ['user-auth/oauth/token'],
  refreshToken: ['user-auth/oauth/token'],
  registration: ['user-mgmt/user/registration', 'user-mgmt/user/register/'],
  activate: ['user-mgmt/user/activate-token'],
  recoveryNewPassword: ['user-mgmt/user/change-password-from-passcode'],
  resendActivation: ['user-mgmt/user/activation-email'],
  recovery: ['user-mgmt/user/send-passcode'],
  siteConfig: ['site-config-service'],
  offersApi: ['offers/api'],
  offersData: ['offersdata'],
  contentPath: ['bin/aem', 'cmsapi'],
  ssoAssertion: ['sso/assertion', 'sso/saml/assertion'],
  // SPEC 7 leaves the SSO authorize endpoint's path open: the reference gateway serves it under sso/auth..., a
  // deployment may name its own (SSO_AUTHORIZE_URL).
  ssoAuth: ['sso/auth', gatewayEndpoints.ssoAuthorize.split('?')[0] ?? ''],
  // Not a SPEC 7 group: the portal's passkey sign-in (issue 17), anonymous like the token grant it stands beside.
  passkeySignIn: ['user-auth/passkey/'],
} as const satisfies Record<string, readonly string[]>;

export type WhitelistedUrlGroup = keyof typeof whitelistedUrlGroups;

/** Path fragment of the token endpoint (password, refresh and client-credentials grants). */
export const tokenPath = 'user-auth/oauth/token';

// Fragments are matched against the path only, so a query parameter (a return URL, say) cannot whitelist a call.
function pathOf(url: string): string {
  return new URL(url, 'http://relative.invalid').pathname;
}

/** The whitelist group a URL belongs to, if any. */
export function whitelistGroupOf(url: string): WhitelistedUrlGroup | undefined {
  const path = pathOf(url);
  const groups = Object.keys(whitelistedUrlGroups) as WhitelistedUrlGroup[];
  return groups.find((group) => whitelistedUrlGroups[group].some((fragment) => path.includes(fragment)));
}

export function isWhitelisted(url: string): boolean {
  return whitelistGroupOf(url) !== undefined;
}

export function isTokenUrl(url: string): boolean {
  return pathOf(url).includes(tokenPath);
}
