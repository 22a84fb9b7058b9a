import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';

describe('security headers', () => {
  it('are set on a response, keeping its status and body', async () => {
    const secured = withSecurityHeaders(new Response('hello', { status: 404, headers: { 'Content-Type': 'text/plain' } }));
    expect(secured.status).toBe(404);
    expect(await secured.text()).toBe('hello');
    expect(secured.headers.get('Content-Type')).toBe('text/plain');
    expect(secured.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(secured.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(secured.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = secured.headers.get('Content-Security-Policy') ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
  });

  it("are the same in public/_headers, which covers assets the worker doesn't see", () => {
    const file = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`  ${name}: ${value}\n`);
  });
});
