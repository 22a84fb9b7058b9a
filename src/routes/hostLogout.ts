// Where signing out of an SSO or dual sign-in site goes (SPEC 7 "a logout endpoint on the host"): through the host's
// logout endpoint (HOST_LOGOUT_URL), which ends the bank's own session and sends the browser back to the portal's
// sign-in page. Named as OpenID Connect's RP-initiated logout names them: client_id and post_logout_redirect_uri.

export interface HostLogoutPlace {
  /** The configured endpoint: a path under the API base, or an https URL of the bank. */
  endpoint: string;
  /** The API base this build calls, '/api' or '/gateway/api'. */
  apiBase: string;
  siteId: string;
  /** The page's origin. */
  origin: string;
  /** The sign-in page to come back to, a path of this origin (with its query, if any). */
  signInPath: string;
}

export function hostLogoutUrl({ endpoint, apiBase, siteId, origin, signInPath }: HostLogoutPlace): string {
  const url = /^https:\/\//i.test(endpoint) ? new URL(endpoint) : new URL(`${apiBase}/${endpoint}`, origin);
  url.searchParams.set('client_id', siteId);
  url.searchParams.set('post_logout_redirect_uri', new URL(signInPath, origin).href);
  return url.href;
}
