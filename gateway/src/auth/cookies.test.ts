import { describe, expect, it } from 'vitest';
import {
  expiredRefreshCookies,
  expiredSessionCookies,
  isLocalPlainHttp,
  issuerCookiePath,
  readCookie,
  readRefreshCookie,
  readSessionCookie,
  refreshCookies,
  sessionCookies,
  tokenCookiePath,
} from './cookies';

describe('issuer cookie path (SPEC 9)', () => {
  it.each([
    ['localhost', '/'],
    ['portal.example', '/'],
    ['localhost_demo-bank', '/demo-bank/'],
    ['rewards.bank.example_gold', '/gold/'],
    ['promotions.example_en_us', '/'],
    // A promotions site is told by its locale (an issuer segment has no '_'), whatever the host is called.
    ['deals.bank.example_pt_br', '/'],
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
    // The demo's promotions host: subdomains of localhost are this machine too.
    ['https://gateway.internal/gateway/api/x', { Origin: 'http://promotions.localhost:8787' }, true],
    ['https://gateway.internal/gateway/api/x', { Origin: 'http://localhost.example.com' }, false],
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

  it('puts __Host-SESSION at the root and the readable cookies at the issuer path', () => {
    const cookies = sessionCookies(request, { siteId: 'localhost_demo-bank', accessToken: 'token', userType: 'CONCIERGE', maxAge: 900 });
    expect(cookies).toEqual([
      '__Host-SESSION=token; HttpOnly; Path=/; SameSite=Lax; Max-Age=900; Secure',
      'gmap_authenticated=true; Path=/demo-bank/; SameSite=Lax; Max-Age=900; Secure',
      'gmap_user_type=CONCIERGE; Path=/demo-bank/; SameSite=Lax; Max-Age=900; Secure',
    ]);
  });

  it('expires the same cookies on the same paths', () => {
    expect(expiredSessionCookies(request, 'localhost_demo-bank')).toEqual([
      '__Host-SESSION=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'gmap_authenticated=; Path=/demo-bank/; SameSite=Lax; Max-Age=0; Secure',
      'gmap_user_type=; Path=/demo-bank/; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });

  it('names SESSION bare on plain-http localhost, where no cookie can be Secure', () => {
    const local = new Request('http://localhost:8899/gateway/api/user-auth/oauth/token', { headers: { Origin: 'http://localhost:8899' } });
    expect(sessionCookies(local, { siteId: 'localhost', accessToken: 'token', userType: 'CARDHOLDER', maxAge: 900 })[0]).toBe(
      'SESSION=token; HttpOnly; Path=/; SameSite=Lax; Max-Age=900',
    );
  });

  it('reads the session token only under the name the request takes, so a bare SESSION cannot stand in for __Host-SESSION', () => {
    const tossed = new Request('https://portal.example/x', { headers: { Cookie: 'SESSION=planted' } });
    expect(readSessionCookie(tossed)).toBeUndefined();
    const real = new Request('https://portal.example/x', { headers: { Cookie: 'SESSION=planted; __Host-SESSION=real' } });
    expect(readSessionCookie(real)).toBe('real');
  });

  it('reads one cookie out of a Cookie header', () => {
    const withCookies = new Request('http://localhost/', { headers: { Cookie: 'a=1; SESSION=abc.def=; gmap_authenticated=true' } });
    expect(readCookie(withCookies, 'SESSION')).toBe('abc.def=');
    expect(readCookie(withCookies, 'missing')).toBeUndefined();
  });
});

describe('refresh cookies', () => {
  const viaEdge = new Request('https://gateway.internal/gateway/api/user-auth/oauth/token', {
    headers: { Origin: 'https://cards.bank.example', 'X-Forwarded-Host': 'cards.bank.example', 'X-Forwarded-Prefix': '/api/' },
  });

  it('keeps the refresh token HttpOnly and SameSite=Strict at the token path the browser uses, with a readable flag', () => {
    expect(refreshCookies(viaEdge, { siteId: 'cards.bank.example_demo-bank', token: 'r1', maxAge: 86400 })).toEqual([
      '__Secure-portal_refresh=r1; HttpOnly; Path=/api/user-auth/; SameSite=Strict; Max-Age=86400; Secure',
      'gmap_refreshable=true; Path=/demo-bank/; SameSite=Strict; Max-Age=86400; Secure',
    ]);
  });

  it('expires both on the same paths', () => {
    expect(expiredRefreshCookies(viaEdge, 'cards.bank.example')).toEqual([
      '__Secure-portal_refresh=; HttpOnly; Path=/api/user-auth/; SameSite=Strict; Max-Age=0; Secure',
      'gmap_refreshable=; Path=/; SameSite=Strict; Max-Age=0; Secure',
    ]);
  });

  it.each([
    ['no prefix (called directly)', null, '/gateway/api/user-auth/'],
    ['the gateway prefix', '/gateway/api/', '/gateway/api/user-auth/'],
    ['a prefix that is no plain path', '/api/;Domain=evil.example', '/gateway/api/user-auth/'],
    ['a prefix without a trailing slash', '/api', '/gateway/api/user-auth/'],
  ])('scopes the refresh cookie to the gateway token path for %s', (_, prefix, path) => {
    const request = new Request('https://gateway.internal/x', { headers: prefix === null ? {} : { 'X-Forwarded-Prefix': prefix } });
    expect(tokenCookiePath(request)).toBe(path);
  });

  it('reads the refresh cookie under its prefixed name over https, bare on plain-http localhost', () => {
    expect(readRefreshCookie(new Request('https://portal.example/x', { headers: { Cookie: '__Secure-portal_refresh=r2; portal_refresh=planted' } }))).toBe(
      'r2',
    );
    expect(readRefreshCookie(new Request('http://localhost:8899/x', { headers: { Cookie: 'portal_refresh=r3', Host: 'localhost:8899' } }))).toBe('r3');
  });
});
