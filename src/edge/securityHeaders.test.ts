import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pagePolicyOf, securityHeaders, withPagePolicy, withSecurityHeaders } from './securityHeaders';

describe('security headers on edge responses', () => {
  it('set HSTS for two years, with subdomains', () => {
    const hsts = withSecurityHeaders(new Response('x')).headers.get('Strict-Transport-Security') ?? '';
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it.each([
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ])('set %s: %s', (name, value) => {
    expect(withSecurityHeaders(new Response('x')).headers.get(name)).toBe(value);
  });

  it.each(["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"])('set a CSP holding %s', (directive) => {
    const policy = withSecurityHeaders(new Response('x')).headers.get('Content-Security-Policy') ?? '';
    expect(policy.split(';').map((part) => part.trim())).toContain(directive);
  });

  it('keep the status, body and other headers of a page', async () => {
    const response = withSecurityHeaders(
      new Response('<html>shell</html>', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/html', 'X-CID': 'cid-1' } }),
    );
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    expect(await response.text()).toBe('<html>shell</html>');
    expect(response.headers.get('Content-Type')).toBe('text/html');
    expect(response.headers.get('X-CID')).toBe('cid-1');
  });

  it('keep the status and Location of a redirect', () => {
    const response = withSecurityHeaders(new Response(null, { status: 302, headers: { Location: '/en_us/account/login-form/' } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/login-form/');
  });

  it('keep a JSON body', async () => {
    const response = withSecurityHeaders(Response.json({ error: 'GATEWAY_UNAVAILABLE' }, { status: 502 }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'GATEWAY_UNAVAILABLE' });
  });

  it('replace a weaker policy set upstream', () => {
    const response = withSecurityHeaders(new Response('x', { headers: { 'Content-Security-Policy': 'frame-ancestors *', 'X-Frame-Options': 'ALLOWALL' } }));
    expect(response.headers.get('Content-Security-Policy')).toBe(securityHeaders['Content-Security-Policy']);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it("are the same in public/_headers, which covers assets the worker doesn't see", () => {
    const file = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`  ${name}: ${value}\n`);
  });
});

describe("a page's own policy as a header", () => {
  const page =
    '<html><head><meta http-equiv="content-security-policy" content="default-src &#39;none&#39;; script-src &#39;self&#39; &#39;sha256-abc=&#39;; style-src &#39;self&#39;"></head></html>';

  it("repeats the build's <meta> policy and adds frame-ancestors and the report endpoint, which a <meta> cannot carry", () => {
    expect(pagePolicyOf(page, '/api/csp-report')).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; frame-ancestors 'none'; object-src 'none'; report-uri /api/csp-report",
    );
  });

  it('is none for a page without a <meta> policy', () => {
    expect(pagePolicyOf('<html><head></head></html>', '/api/csp-report')).toBeUndefined();
  });

  it('replaces the fixed policy on the shell it marks, and only there', () => {
    const policy = pagePolicyOf(page, '/api/csp-report');
    const response = withSecurityHeaders(withPagePolicy(new Response('x'), policy));
    expect(response.headers.get('Content-Security-Policy')).toBe(policy);
    expect(withSecurityHeaders(new Response('x')).headers.get('Content-Security-Policy')).toBe(securityHeaders['Content-Security-Policy']);
  });
});
