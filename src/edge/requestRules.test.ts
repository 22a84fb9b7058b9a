import { describe, expect, it } from 'vitest';
import { defaultFlags, type Flags } from '../site/flags';
import { decide, type EdgeDecision } from './requestRules';

const at = (pathname: string, search = '', signedIn = false, flags: Flags = defaultFlags) => decide({ pathname, search, signedIn }, flags);
const to = (location: string): EdgeDecision => ({ kind: 'redirect', location });

describe('edge rules', () => {
  it.each<[string, string, string, boolean, EdgeDecision]>([
    ['the root goes to sign-in', '/', '', false, to('/en_us/account/login-form/')],
    ['the root keeps the query', '/', '?returnurl=%2Fx%2F', false, to('/en_us/account/login-form/?returnurl=%2Fx%2F')],
    ['the root goes to profile when signed in', '/', '', true, to('/en_us/account/profile/')],
    ['a bare locale goes to its sign-in', '/pt_br/', '?a=1', false, to('/pt_br/account/login-form/?a=1')],
    ['a bare locale without slash', '/pt_br', '', false, to('/pt_br/account/login-form/')],
    ['the account root goes to sign-in', '/ja_jp/account/', '', false, to('/ja_jp/account/login-form/')],
    ['the account root goes to profile when signed in', '/ja_jp/account/', '', true, to('/ja_jp/account/profile/')],
    ['a known route is its shell', '/en_us/account/login-form/', '', false, { kind: 'shell', assetPath: '/en_us/account/login-form/' }],
    ['an issuer path serves the locale shell', '/demo-bank/pt_br/account/login-form/', '?x=1', false, { kind: 'shell', assetPath: '/pt_br/account/login-form/' }],
    ['an issuer root goes to the issuer sign-in', '/demo-bank/pt_br/', '', false, to('/demo-bank/pt_br/account/login-form/')],
    ['an unknown route under an issuer', '/demo-bank/en_us/account/nowhere/', '?a=1', false, to('/demo-bank/en_us/account/login-form/?a=1')],
    ['a missing trailing slash', '/en_us/account/registration', '?a=1', false, to('/en_us/account/registration/?a=1')],
    ['an unknown account path keeps the query', '/en_us/account/no-such/', '?keep=me', false, to('/en_us/account/login-form/?keep=me')],
    ['a deeper account path', '/en_us/account/profile/extra/', '', false, to('/en_us/account/login-form/')],
    ['a path outside account', '/en_us/offers/', '', false, to('/en_us/account/login-form/')],
    ['an unknown locale goes to en_us', '/xx_yy/account/registration/', '', false, to('/en_us/account/registration/')],
    ['an unknown locale and route', '/xx_yy/account/nowhere/', '?q=1', false, to('/en_us/account/login-form/?q=1')],
    ['an unknown top-level path', '/whatever', '', false, to('/en_us/account/login-form/')],
    ['/api/* is proxied to the gateway', '/api/user-mgmt/user/find', '', false, { kind: 'proxy', gatewayPath: '/gateway/api/user-mgmt/user/find' }],
    ['/gateway/api/* is proxied as is', '/gateway/api/health', '', false, { kind: 'proxy', gatewayPath: '/gateway/api/health' }],
    ['the local inbox is proxied to the gateway', '/gateway/dev/inbox', '', false, { kind: 'proxy', gatewayPath: '/gateway/dev/inbox' }],
    ['site config on the proxy-CDN path', '/cdn/site-config/localhost.json', '', false, { kind: 'siteConfig', siteId: 'localhost' }],
    ['an encoded site id is decoded once', '/cdn/site-config/localhost_demo-bank.json', '', false, { kind: 'siteConfig', siteId: 'localhost_demo-bank' }],
    ['a file goes to the asset layer', '/favicon.svg', '', false, { kind: 'asset' }],
  ])('%s', (_, pathname, search, signedIn, expected) => {
    expect(at(pathname, search, signedIn)).toEqual(expected);
  });

  it('uses login when the client-server flag is off', () => {
    const flags = { ...defaultFlags, useClientServer: false };
    expect(at('/en_us/account/nowhere/', '', false, flags)).toEqual(to('/en_us/account/login/'));
    expect(at('/en_us/account/login/', '', false, flags)).toEqual({ kind: 'shell', assetPath: '/en_us/account/login/' });
    expect(at('/en_us/account/login-form/', '', false, flags)).toEqual(to('/en_us/account/login/'));
  });

  it('sends sso-simulator to sign-in when the simulator flag is off, keeping the query', () => {
    const flags = { ...defaultFlags, enableSsoSimulator: false };
    expect(at('/en_us/account/sso-simulator/', '?state=1', false, flags)).toEqual(to('/en_us/account/login-form/?state=1'));
    expect(at('/en_us/account/sso-simulator/', '', false)).toEqual({ kind: 'shell', assetPath: '/en_us/account/sso-simulator/' });
  });

  it.each([
    '//evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example/',
    '/en_us/account/%2F%2Fevil.example/',
    '/en_us/account/profile/..%2F..%2F',
    '/evil.example/en_us/account/login-form/',
    '/javascript:alert(1)/',
    '/en_us//evil.example/',
  ])('never redirects %j off the site', (pathname) => {
    const decision = at(pathname, '?a=1');
    if (decision.kind === 'redirect') {
      expect(decision.location).toMatch(/^\/[^/\\]/);
      expect(decision.location).not.toContain('evil');
      expect(decision.location).not.toContain('javascript');
    }
  });
});
