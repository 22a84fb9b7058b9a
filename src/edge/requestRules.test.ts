import { describe, expect, it } from 'vitest';
import { defaultFlags, type Flags } from '../site/flags';
import { decide, type EdgeDecision } from './requestRules';

const decideFor = (pathname: string, search = '', signedIn = false, flags: Flags = defaultFlags) => decide({ pathname, search, signedIn }, flags);
const redirectTo = (location: string): EdgeDecision => ({ kind: 'redirect', location });
const shell = (assetPath: string): EdgeDecision => ({ kind: 'shell', assetPath });

/** A same-site path: one '/', then neither '/' nor '\' (which browsers read as a scheme-relative URL). */
const sameSitePath = /^\/[^/\\]/;

describe('edge rules: entry paths (SPEC 2 entry guard)', () => {
  it.each<[string, string, string, boolean, EdgeDecision]>([
    ['/ goes to sign-in', '/', '', false, redirectTo('/en_us/account/login-form/')],
    ['/ keeps the query', '/', '?returnurl=%2Fx%2F&siteid=a', false, redirectTo('/en_us/account/login-form/?returnurl=%2Fx%2F&siteid=a')],
    ['/ goes to profile when signed in', '/', '?a=1', true, redirectTo('/en_us/account/profile/?a=1')],
    ['/en_us/ goes to sign-in', '/en_us/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
    ['/en_us/ goes to profile when signed in', '/en_us/', '', true, redirectTo('/en_us/account/profile/')],
    ['/en_us without a slash goes to sign-in', '/en_us', '', false, redirectTo('/en_us/account/login-form/')],
    ['/pt_br/ stays in its locale', '/pt_br/', '?a=1', false, redirectTo('/pt_br/account/login-form/?a=1')],
    ['/en_us/account/ goes to sign-in', '/en_us/account/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
    ['/en_us/account/ goes to profile when signed in', '/en_us/account/', '?a=1', true, redirectTo('/en_us/account/profile/?a=1')],
    ['/en_us/account without a slash goes to sign-in', '/en_us/account', '', false, redirectTo('/en_us/account/login-form/')],
    ['an issuer root keeps the issuer', '/demo-bank/pt_br/', '', false, redirectTo('/demo-bank/pt_br/account/login-form/')],
    ['an issuer root goes to the issuer profile when signed in', '/demo-bank/pt_br/account/', '', true, redirectTo('/demo-bank/pt_br/account/profile/')],
    ['an unknown locale root goes to en_us', '/xx_yy/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
  ])('%s', (_, pathname, search, signedIn, expected) => {
    expect(decideFor(pathname, search, signedIn)).toEqual(expected);
  });
});

describe('edge rules: screens (SPEC 2 routes)', () => {
  it.each<[string, string, string, EdgeDecision]>([
    ['a known route serves its shell', '/en_us/account/login-form/', '', shell('/en_us/account/login-form/')],
    ['a known route keeps the URL whatever the query', '/en_us/account/registration/', '?returnurl=%2Fx', shell('/en_us/account/registration/')],
    ['a route in another locale serves that locale’s shell', '/ja_jp/account/profile/', '', shell('/ja_jp/account/profile/')],
    ['an issuer path serves the locale shell, the URL staying', '/demo-bank/pt_br/account/login-form/', '?x=1', shell('/pt_br/account/login-form/')],
    [
      'an issuer path with an unknown route goes to sign-in under the issuer',
      '/demo-bank/en_us/account/nowhere/',
      '?a=1',
      redirectTo('/demo-bank/en_us/account/login-form/?a=1'),
    ],
    ['an issuer path without a trailing slash gets one', '/demo-bank/en_us/account/profile', '?a=1', redirectTo('/demo-bank/en_us/account/profile/?a=1')],
    [
      'an issuer path with an unknown locale goes to en_us under the issuer',
      '/demo-bank/xx_yy/account/profile/',
      '',
      redirectTo('/demo-bank/en_us/account/profile/'),
    ],
    ['a missing trailing slash redirects to the slash form', '/en_us/account/registration', '?a=1', redirectTo('/en_us/account/registration/?a=1')],
    ['an unknown account path goes to sign-in keeping the query', '/en_us/account/no-such/', '?keep=me', redirectTo('/en_us/account/login-form/?keep=me')],
    ['a deeper account path goes to sign-in', '/en_us/account/profile/extra/', '', redirectTo('/en_us/account/login-form/')],
    ['a path outside account goes to sign-in', '/en_us/offers/', '', redirectTo('/en_us/account/login-form/')],
    ['an unknown top-level path goes to sign-in', '/whatever', '?a=1', redirectTo('/en_us/account/login-form/?a=1')],
    ['login is not served while the client-server flag is on', '/en_us/account/login/', '', redirectTo('/en_us/account/login-form/')],
    ['an unknown locale keeps the route under en_us', '/xx_yy/account/registration/', '?a=1', redirectTo('/en_us/account/registration/?a=1')],
    ['an unknown locale and route go to sign-in under en_us', '/xx_yy/account/nowhere/', '?q=1', redirectTo('/en_us/account/login-form/?q=1')],
    ['sso-simulator is served while its flag is on', '/en_us/account/sso-simulator/', '', shell('/en_us/account/sso-simulator/')],
  ])('%s', (_, pathname, search, expected) => {
    expect(decideFor(pathname, search)).toEqual(expected);
  });
});

describe('edge rules: flags', () => {
  const clientServerOff: Flags = { ...defaultFlags, useClientServer: false };
  const simulatorOff: Flags = { ...defaultFlags, enableSsoSimulator: false };

  it.each<[string, string, string, boolean, Flags, EdgeDecision]>([
    ['client-server off: / goes to login', '/', '?a=1', false, clientServerOff, redirectTo('/en_us/account/login/?a=1')],
    ['client-server off: an unknown account path goes to login', '/en_us/account/nowhere/', '', false, clientServerOff, redirectTo('/en_us/account/login/')],
    ['client-server off: login serves its shell', '/en_us/account/login/', '', false, clientServerOff, shell('/en_us/account/login/')],
    ['client-server off: login-form goes to login', '/en_us/account/login-form/', '', false, clientServerOff, redirectTo('/en_us/account/login/')],
    ['client-server off: / signed in still goes to profile', '/', '', true, clientServerOff, redirectTo('/en_us/account/profile/')],
    [
      'simulator off: sso-simulator goes to sign-in keeping the query',
      '/en_us/account/sso-simulator/',
      '?state=1',
      false,
      simulatorOff,
      redirectTo('/en_us/account/login-form/?state=1'),
    ],
    [
      'simulator off: sso-simulator under an issuer goes to the issuer sign-in',
      '/demo-bank/en_us/account/sso-simulator/',
      '',
      false,
      simulatorOff,
      redirectTo('/demo-bank/en_us/account/login-form/'),
    ],
    [
      'simulator and client-server off: sso-simulator goes to login',
      '/en_us/account/sso-simulator/',
      '',
      false,
      { ...simulatorOff, useClientServer: false },
      redirectTo('/en_us/account/login/'),
    ],
  ])('%s', (_, pathname, search, signedIn, flags, expected) => {
    expect(decideFor(pathname, search, signedIn, flags)).toEqual(expected);
  });
});

describe('edge rules: API, site config and assets', () => {
  it.each<[string, string, EdgeDecision]>([
    ['/api/* is proxied under /gateway/api/', '/api/x/y', { kind: 'proxy', gatewayPath: '/gateway/api/x/y' }],
    ['/api/* keeps the whole path', '/api/user-mgmt/user/find', { kind: 'proxy', gatewayPath: '/gateway/api/user-mgmt/user/find' }],
    ['/gateway/api/* is proxied as is', '/gateway/api/x', { kind: 'proxy', gatewayPath: '/gateway/api/x' }],
    ['the local inbox is proxied to the gateway', '/gateway/dev/inbox', { kind: 'proxy', gatewayPath: '/gateway/dev/inbox' }],
    ['site config on the proxy-CDN path', '/cdn/site-config/localhost.json', { kind: 'siteConfig', siteId: 'localhost' }],
    ['an issuer site on the proxy-CDN path', '/cdn/site-config/localhost_demo-bank.json', { kind: 'siteConfig', siteId: 'localhost_demo-bank' }],
    ['an encoded site id is decoded once', '/cdn/site-config/%5B%3A%3A1%5D.json', { kind: 'siteConfig', siteId: '[::1]' }],
    ['broken percent-encoding gives an empty site id', '/cdn/site-config/%E0%A4%A.json', { kind: 'siteConfig', siteId: '' }],
    ['a file goes to the asset layer', '/favicon.svg', { kind: 'asset' }],
    ['a bundled script goes to the asset layer', '/_astro/app.Bx1c.js', { kind: 'asset' }],
  ])('%s', (_, pathname, expected) => {
    expect(decideFor(pathname, '?q=1')).toEqual(expected);
  });
});

describe('edge rules: hostile paths never redirect off the site', () => {
  it.each<[string, EdgeDecision['kind']]>([
    ['//evil.example/', 'redirect'],
    ['///evil.example/', 'redirect'],
    ['/\\evil.example/', 'redirect'],
    ['/%2F%2Fevil.example/', 'redirect'],
    ['/%5C%5Cevil.example/', 'redirect'],
    ['/en_us/account/%2F%2Fevil.example/', 'redirect'],
    ['/en_us/account/https:%2F%2Fevil.example/', 'redirect'],
    ['/en_us/account/login-form//evil.example/', 'redirect'],
    ['/en_us//evil.example/', 'redirect'],
    ['/demo-bank//evil.example/', 'redirect'],
    ['/evil.example/en_us/account/login-form/', 'redirect'],
    ['/javascript:alert(1)/', 'redirect'],
    ['/en_us/account/javascript:alert(1)', 'redirect'],
    // A last segment with a dot is a file name: the asset layer gets the request as it came, no redirect is made.
    ['//evil.example', 'asset'],
    ['/\\evil.example', 'asset'],
    ['/en_us/account/profile/..%2F..%2F', 'asset'],
  ])('%s', (pathname, kind) => {
    for (const signedIn of [false, true]) {
      const decision = decideFor(pathname, '?a=1', signedIn);
      expect(decision.kind).toBe(kind);
      if (decision.kind !== 'redirect') continue;
      expect(decision.location).toMatch(sameSitePath);
      expect(decision.location).not.toContain('evil');
      expect(decision.location).not.toMatch(/[a-z][a-z0-9+.-]*:/i);
    }
  });
});
