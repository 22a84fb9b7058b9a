import { describe, expect, it } from 'vitest';
import { expiredSessionCookies, isLocalPlainHttp, issuerCookiePath, readCookie, sessionCookies } from './cookies';

describe('issuer cookie path (SPEC 9)', () => {
  it.each([
    ['localhost', '/'],
    ['portal.example', '/'],
    ['localhost_demo-bank', '/demo-bank/'],
    ['rewards.bank.example_gold', '/gold/'],
    ['promotions.example_en_us', '/'],
  ])('derives %s -> %s', (siteId, path) => {
    expect(issuerCookiePath(siteId)).toBe(path);
  });
});

describe('Secure attribute', () => {
  it.each([
    ['https://portal.example/gateway/api/x', {}, false],
    ['http://localhost:8787/gateway/api/x', {}, true],
    ['http://127.0.0.1:8787/gateway/api/x', {}, true],
    ['http://portal.example/gateway/api/x', {}, false],
    // Behind the edge worker the gateway is called at https://gateway.internal; the browser's Origin decides.
    ['https://gateway.internal/gateway/api/x', { Origin: 'http://localhost:8787' }, true],
    ['https://gateway.internal/gateway/api/x', { Origin: 'https://portal.example' }, false],
    ['https://gateway.internal/gateway/api/x', { Origin: 'null' }, false],
    // Non-browser clients send no Origin: the Host header names the host the client used.
    ['https://gateway.internal/gateway/api/x', { Host: 'localhost:8787' }, true],
    ['https://gateway.internal/gateway/api/x', { Host: 'portal.example' }, false],
    ['https://localhost/gateway/api/x', { Host: 'localhost' }, false],
  ])('treats %s %j as local plain http: %s', (url, headers, local) => {
    expect(isLocalPlainHttp(new Request(url, { headers }))).toBe(local);
  });
});

describe('session cookies', () => {
  const request = new Request('https://portal.example/gateway/api/user-auth/oauth/token');

  it('puts SESSION at the root and the readable cookies at the issuer path', () => {
    const cookies = sessionCookies(request, { siteId: 'localhost_demo-bank', accessToken: 'token', userType: 'CONCIERGE', maxAge: 900 });
    expect(cookies).toEqual([
      'SESSION=token; HttpOnly; Path=/; SameSite=Lax; Max-Age=900; Secure',
      'gmap_authenticated=true; Path=/demo-bank/; SameSite=Lax; Max-Age=900; Secure',
      'gmap_user_type=CONCIERGE; Path=/demo-bank/; SameSite=Lax; Max-Age=900; Secure',
    ]);
  });

  it('expires the same cookies on the same paths', () => {
    expect(expiredSessionCookies(request, 'localhost_demo-bank')).toEqual([
      'SESSION=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'gmap_authenticated=; Path=/demo-bank/; SameSite=Lax; Max-Age=0; Secure',
      'gmap_user_type=; Path=/demo-bank/; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });

  it('reads one cookie out of a Cookie header', () => {
    const withCookies = new Request('http://localhost/', { headers: { Cookie: 'a=1; SESSION=abc.def=; gmap_authenticated=true' } });
    expect(readCookie(withCookies, 'SESSION')).toBe('abc.def=');
    expect(readCookie(withCookies, 'missing')).toBeUndefined();
  });
});
