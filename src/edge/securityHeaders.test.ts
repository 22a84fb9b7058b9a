import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';

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
