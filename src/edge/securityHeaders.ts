// Security headers on every response the edge makes (DESIGN; static assets also carry public/_headers).

/**
 * The header policy adds what a <meta> CSP cannot express; Astro's per-page <meta> policy pins
 * script and style hashes. Browsers enforce both policies.
 */
const contentSecurityPolicy = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"].join('; ');

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Only the portal's own pages may load what it serves: no other site embeds its pages, scripts or answers.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const satisfies Record<string, string>;

const metaPolicy = /<meta\s+http-equiv=["']content-security-policy["']\s+content="([^"]*)"/i;

function decodeAttribute(value: string): string {
  return value.replace(
    /&(#39|#x27|quot|amp|lt|gt);/gi,
    (_, name: string) => ({ '#39': "'", '#x27': "'", quot: '"', amp: '&', lt: '<', gt: '>' })[name.toLowerCase()] ?? '',
  );
}

/**
 * A page's full policy as a header: the build's <meta> policy of the page (default-src 'none', its script and style
 * hashes, explicit sources) plus what only a header can carry: frame-ancestors and where violations are reported.
 * `report-uri` only: with `report-to` beside it Chromium ignores report-uri and queues reports for the Reporting API,
 * which delivered none within 75 s here, and Firefox reads report-uri only (docs/decisions.md "CSP reports").
 * Undefined when the page has no <meta> policy.
 */
export function pagePolicyOf(html: string, reportPath: string): string | undefined {
  const meta = metaPolicy.exec(html)?.[1];
  if (meta === undefined) return undefined;
  const directives = decodeAttribute(meta)
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  return [...directives, "frame-ancestors 'none'", "object-src 'none'", `report-uri ${reportPath}`].join('; ');
}

const pagePolicies = new WeakMap<Response, string>();

/** Marks a shell response: withSecurityHeaders gives it the page's own policy. */
export function withPagePolicy(response: Response, policy: string | undefined): Response {
  if (policy !== undefined) pagePolicies.set(response, policy);
  return response;
}

/**
 * A copy of the response with the security headers set (existing values are replaced): the page's own policy on a shell
 * marked by withPagePolicy, the fixed policy on everything else.
 */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(securityHeaders)) secured.headers.set(name, value);
  const pagePolicy = pagePolicies.get(response);
  if (pagePolicy !== undefined) secured.headers.set('Content-Security-Policy', pagePolicy);
  return secured;
}
