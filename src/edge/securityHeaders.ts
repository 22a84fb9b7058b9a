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

/** A copy of the response with the security headers set (existing values are replaced). */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(securityHeaders)) secured.headers.set(name, value);
  return secured;
}
