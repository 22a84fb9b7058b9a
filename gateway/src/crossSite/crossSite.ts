// Refusal of cross-site requests that change state (issue: login CSRF). A browser sends Origin with every POST and
// Sec-Fetch-Site with every request; a form or script on another site cannot hide either. Clients that are not
// browsers (curl, a bank's back office) send neither and are not refused: they hold no victim's cookies.

/** Methods that change nothing; everything else is checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The host (with port) the browser addressed: the edge worker forwards every API call with X-Forwarded-Host set to the
 * page's host (overwriting any the browser sent), because a fetch to a production GATEWAY_ORIGIN carries that
 * origin's Host. Called directly, the Host header, else the URL's.
 */
export function browserFacingHost(request: Request): string {
  return request.headers.get('X-Forwarded-Host') ?? request.headers.get('Host') ?? new URL(request.url).host;
}

function hostOf(origin: string): string | undefined {
  if (origin === 'null' || !URL.canParse(origin)) return undefined;
  return new URL(origin).host;
}

/**
 * Whether a request must be refused as cross-site: a state-changing method whose Origin is not the site's own origin
 * (the host the browser addressed), or, without Origin, whose Sec-Fetch-Site says another site sent it.
 * Origin "null" (a sandboxed frame, a data: page) is refused too.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('Origin');
  if (origin === null) {
    const fetchSite = request.headers.get('Sec-Fetch-Site');
    return fetchSite === 'cross-site' || fetchSite === 'same-site';
  }
  return hostOf(origin) !== browserFacingHost(request).toLowerCase();
}
