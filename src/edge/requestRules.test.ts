import { describe, expect, it } from 'vitest';
import { defaultFlags, type Flags } from '../site/flags';
import { activeRoutes, type RouteName } from '../routes/routeTable';
import { edgeGuardedRoutes } from './guardRoutes';
import { bounceMark, bounceMarkCookie, decide, type EdgeDecision } from './requestRules';

const origin = 'https://rewards.example.com';
const decideFor = (pathname: string, search = '', signedIn = false, flags: Flags = defaultFlags, bounced = false) =>
  decide({ origin, pathname, search, signedIn, bounced }, flags);
const redirectTo = (location: string): EdgeDecision => ({ kind: 'redirect', location });
/** A redirect to the profile on the flag's word, which the edge marks (EdgeRequest.bounced). */
const toProfile = (location: string): EdgeDecision => ({ kind: 'redirect', location, markBounce: true });
const shell = (assetPath: string): EdgeDecision => expect.objectContaining({ kind: 'shell', assetPath }) as EdgeDecision;

/** A same-site path: one '/', then neither '/' nor '\' (which browsers read as a scheme-relative URL). */
const sameSitePath = /^\/[^/\\]/;

describe('edge rules: entry paths (SPEC 2 entry guard)', () => {
  it.each<[string, string, string, boolean, EdgeDecision]>([
    ['/ goes to sign-in', '/', '', false, redirectTo('/en_us/account/login-form/')],
    ['/ keeps the query', '/', '?returnurl=%2Fx%2F&siteid=a', false, redirectTo('/en_us/account/login-form/?returnurl=%2Fx%2F&siteid=a')],
    ['/ goes to profile when signed in', '/', '?a=1', true, toProfile('/en_us/account/profile/?a=1')],
    ['/en_us/ goes to sign-in', '/en_us/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
    ['/en_us/ goes to profile when signed in', '/en_us/', '', true, toProfile('/en_us/account/profile/')],
    ['/en_us without a slash goes to sign-in', '/en_us', '', false, redirectTo('/en_us/account/login-form/')],
    ['/pt_br/ stays in its locale', '/pt_br/', '?a=1', false, redirectTo('/pt_br/account/login-form/?a=1')],
    ['/en_us/account/ goes to sign-in', '/en_us/account/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
    ['/en_us/account/ goes to profile when signed in', '/en_us/account/', '?a=1', true, toProfile('/en_us/account/profile/?a=1')],
    ['/en_us/account without a slash goes to sign-in', '/en_us/account', '', false, redirectTo('/en_us/account/login-form/')],
    ['an issuer root keeps the issuer', '/demo-bank/pt_br/', '', false, redirectTo('/demo-bank/pt_br/account/login-form/')],
    ['an issuer root goes to the issuer profile when signed in', '/demo-bank/pt_br/account/', '', true, toProfile('/demo-bank/pt_br/account/profile/')],
    ['an unknown locale root goes to en_us', '/xx_yy/', '?a=1', false, redirectTo('/en_us/account/login-form/?a=1')],
  ])('%s', (_, pathname, search, signedIn, expected) => {
    expect(decideFor(pathname, search, signedIn)).toEqual(expected);
  });
});

describe('edge rules: screens (SPEC 2 routes)', () => {
  it.each<[string, string, string, EdgeDecision]>([
    ['a known route serves its shell', '/en_us/account/login-form/', '', shell('/en_us/account/login-form/')],
    ['a known route keeps the URL whatever the query', '/en_us/account/registration/', '?returnurl=%2Fx', shell('/en_us/account/registration/')],
    ['a route in another locale serves that locale’s shell', '/ja_jp/account/registration/', '', shell('/ja_jp/account/registration/')],
    ['an issuer path serves the locale shell, the URL staying', '/demo-bank/pt_br/account/login-form/', '?x=1', shell('/pt_br/account/login-form/')],
    [
      'an issuer path with an unknown route goes to sign-in under the issuer',
      '/demo-bank/en_us/account/nowhere/',
      '?a=1',
      redirectTo('/demo-bank/en_us/account/login-form/?a=1'),
    ],
    [
      'an issuer path without a trailing slash gets one',
      '/demo-bank/en_us/account/registration',
      '?a=1',
      redirectTo('/demo-bank/en_us/account/registration/?a=1'),
    ],
    [
      'an issuer path with an unknown locale goes to en_us under the issuer',
      '/demo-bank/xx_yy/account/activate/',
      '',
      redirectTo('/demo-bank/en_us/account/activate/'),
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

const segmentOf = (name: RouteName, flags: Flags = defaultFlags) => activeRoutes(flags).find((route) => route.name === name)?.segment ?? name;

describe('edge guards: a visitor with the sign-in flag on an anonymous-only screen goes to the profile', () => {
  it.each(edgeGuardedRoutes.anonymous.map((name) => [name]))('%s', (name) => {
    expect(decideFor(`/en_us/account/${segmentOf(name)}/`, '?a=1', true)).toEqual(toProfile('/en_us/account/profile/'));
  });

  it.each(edgeGuardedRoutes.anonymous.map((name) => [name]))('%s with a returnurl is left to the browser, which goes on to it once signed in', (name) => {
    expect(decideFor(`/en_us/account/${segmentOf(name)}/`, '?returnurl=%2Fx%2F', true)).toMatchObject({ kind: 'shell' });
  });

  it.each<[string, string, EdgeDecision]>([
    ['in the same locale and issuer', '/demo-bank/pt_br/account/registration/', toProfile('/demo-bank/pt_br/account/profile/')],
    ['from a sign-in path without its slash, in one hop', '/ar_ae/account/login-form', toProfile('/ar_ae/account/profile/')],
    ['from an unknown locale, to the default one', '/xx_yy/account/recovery/', toProfile('/en_us/account/profile/')],
  ])('%s', (_, pathname, expected) => {
    expect(decideFor(pathname, '?a=1', true)).toEqual(expected);
  });

  it('is left to the browser while the edge has marked a bounce to the profile (a flag the browser refuted)', () => {
    expect(decideFor('/en_us/account/login-form/', '?returnurl=%2Fen_us%2Faccount%2Fprofile%2F', true, defaultFlags, true)).toEqual(
      shell('/en_us/account/login-form/'),
    );
  });

  it('lets a visitor without the flag see the anonymous-only screens', () => {
    for (const name of edgeGuardedRoutes.anonymous) {
      expect(decideFor(`/en_us/account/${segmentOf(name)}/`)).toEqual(shell(`/en_us/account/${segmentOf(name)}/`));
    }
  });

  it('with the client-server flag off, sends a signed-in visitor from login to the profile', () => {
    const flags = { ...defaultFlags, useClientServer: false };
    expect(decideFor('/en_us/account/login/', '', true, flags)).toEqual(toProfile('/en_us/account/profile/'));
  });
});

describe('edge guards: a visitor without the flag on a signed-in screen goes to sign-in with returnurl', () => {
  it.each(edgeGuardedRoutes.authenticated.map((name) => [name]))('%s', (name) => {
    const path = `/en_us/account/${segmentOf(name)}/`;
    expect(decideFor(path)).toEqual(redirectTo(`/en_us/account/login-form/?returnurl=${encodeURIComponent(path)}`));
  });

  it.each<[string, string, string, EdgeDecision]>([
    [
      'the query goes into returnurl, encoded as the browser encodes it',
      '/en_us/account/edit-pan/',
      '?mode=add',
      redirectTo('/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fedit-pan%2F%3Fmode%3Dadd'),
    ],
    [
      'the issuer and locale stay',
      '/demo-bank/pt_br/account/profile/',
      '',
      redirectTo('/demo-bank/pt_br/account/login-form/?returnurl=%2Fdemo-bank%2Fpt_br%2Faccount%2Fprofile%2F'),
    ],
    [
      'a path without its slash goes in one hop, returnurl naming the slash form',
      '/en_us/account/cashback-statement',
      '?a=1',
      redirectTo('/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fcashback-statement%2F%3Fa%3D1'),
    ],
    [
      'an unknown locale goes to the default one',
      '/xx_yy/account/site-settings/',
      '',
      redirectTo('/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fsite-settings%2F'),
    ],
    [
      'a query the return-URL rules refuse (an encoded slash) is left off',
      '/en_us/account/profile/',
      '?next=%2F%2Fevil.example',
      redirectTo('/en_us/account/login-form/'),
    ],
    ['a query with an encoded quote is left off', '/en_us/account/profile/', '?x=%22%3E%3Cscript%3E', redirectTo('/en_us/account/login-form/')],
    ['an oversize query is left off', '/en_us/account/profile/', `?x=${'a'.repeat(2100)}`, redirectTo('/en_us/account/login-form/')],
  ])('%s', (_, pathname, search, expected) => {
    expect(decideFor(pathname, search)).toEqual(expected);
  });

  it('goes to login with the client-server flag off', () => {
    const flags = { ...defaultFlags, useClientServer: false };
    expect(decideFor('/en_us/account/password/', '', false, flags)).toEqual(redirectTo('/en_us/account/login/?returnurl=%2Fen_us%2Faccount%2Fpassword%2F'));
  });

  it('serves a signed-in screen to a visitor with the flag, even one the edge marked', () => {
    for (const bounced of [false, true]) {
      expect(decideFor('/en_us/account/edit-pan/', '', true, defaultFlags, bounced)).toEqual(shell('/en_us/account/edit-pan/'));
    }
  });
});

describe('edge guards: screens the edge leaves to the browser', () => {
  it.each<[string, boolean]>([
    ['logout', false],
    ['activate', true],
    ['activate', false],
    ['resend-activation', true],
    ['redirect-sso', true],
    ['redirect-sso', false],
    ['sso-simulator', true],
  ])('%s with the flag %s serves its shell', (segment, signedIn) => {
    expect(decideFor(`/en_us/account/${segment}/`, '?state=s', signedIn)).toEqual(shell(`/en_us/account/${segment}/`));
  });

  it('sends an unknown screen to sign-in as before, whatever the flag', () => {
    expect(decideFor('/en_us/account/nowhere/', '?a=1', true)).toEqual(redirectTo('/en_us/account/login-form/?a=1'));
  });
});

describe('edge rules: what a shell carries', () => {
  it.each<[string, string, string, string]>([
    ['the host', 'https://rewards.example.com', '/en_us/account/login-form/', 'rewards.example.com'],
    ['host and issuer', 'https://rewards.example.com', '/demo-bank/pt_br/account/login-form/', 'rewards.example.com_demo-bank'],
    ['no port, letter case or shadow marker', 'https://Rewards-shdw.Example.com:8443', '/en_us/account/registration/', 'rewards.example.com'],
    ['a promotions host with the locale', 'https://promotions.example.com', '/ar_ae/account/login-form/', 'promotions.example.com_ar_ae'],
  ])('the site id the page derives, from %s', (_, requestOrigin, pathname, siteId) => {
    expect(decide({ origin: requestOrigin, pathname, search: '', signedIn: false, bounced: false }, defaultFlags, ['promotions.example.com'])).toMatchObject({
      kind: 'shell',
      siteId,
    });
  });

  it("derives the site ids of the host SITE_HOSTS names for the request's host, also for a siteid link", () => {
    const preview = { origin: 'https://preview.bank.example', siteHost: 'localhost', search: '', signedIn: false, bounced: false };
    expect(decide({ ...preview, pathname: '/demo-bank/en_us/account/login-form/' }, defaultFlags)).toMatchObject({
      kind: 'shell',
      siteId: 'localhost_demo-bank',
    });
    expect(decide({ ...preview, pathname: '/en_us/account/login-form/', search: '?siteid=localhost_demo-bank' }, defaultFlags)).toEqual(
      redirectTo('/demo-bank/en_us/account/login-form/'),
    );
  });

  it('names the route and whether it is a signed-in screen', () => {
    expect(decideFor('/en_us/account/profile/', '', true)).toEqual({
      kind: 'shell',
      assetPath: '/en_us/account/profile/',
      route: 'profile',
      siteId: 'rewards.example.com',
      signedInScreen: true,
    });
    expect(decideFor('/en_us/account/logout/', '', true)).toMatchObject({ route: 'logout', signedInScreen: true });
    expect(decideFor('/en_us/account/login-form/')).toMatchObject({ route: 'login', signedInScreen: false });
    expect(decideFor('/en_us/account/activate/')).toMatchObject({ route: 'activate', signedInScreen: false });
  });
});

describe('the bounce mark', () => {
  it('is an HttpOnly, Lax, root-path cookie of five minutes, Secure on https', () => {
    expect(bounceMarkCookie({ secure: true })).toBe(`${bounceMark.name}=1; Path=/; Max-Age=300; HttpOnly; SameSite=Lax; Secure`);
    expect(bounceMarkCookie({ secure: false })).not.toContain('Secure');
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
    ['client-server off: / signed in still goes to profile', '/', '', true, clientServerOff, toProfile('/en_us/account/profile/')],
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

describe("edge rules: SPEC 2's siteid names a site of this host", () => {
  const onHost = (host: string, pathname: string, search: string, signedIn = false) =>
    decide({ origin: `https://${host}`, pathname, search, signedIn, bounced: false }, defaultFlags, ['promotions.example.com']);
  it.each<[string, string, string, string, EdgeDecision]>([
    [
      'an issuer of this host: the same screen there, siteid dropped',
      'rewards.example.com',
      '/en_us/account/registration/',
      '?siteid=rewards.example.com_premium&a=1',
      redirectTo('/premium/en_us/account/registration/?a=1'),
    ],
    [
      'the host itself, from an issuer path',
      'rewards.example.com',
      '/premium/pt_br/account/login-form/',
      '?siteid=rewards.example.com',
      redirectTo('/pt_br/account/login-form/'),
    ],
    [
      'any letter case',
      'Rewards.Example.com',
      '/en_us/account/login-form/',
      '?siteid=REWARDS.example.com_Premium',
      redirectTo('/premium/en_us/account/login-form/'),
    ],
    [
      'a shadow host names its site without -shdw',
      'rewards-shdw.example.com',
      '/en_us/account/login-form/',
      '?siteid=rewards.example.com_premium',
      redirectTo('/premium/en_us/account/login-form/'),
    ],
    [
      'another locale of a promotions host',
      'promotions.example.com',
      '/en_us/account/login-form/',
      '?siteid=promotions.example.com_pt_br',
      redirectTo('/pt_br/account/login-form/'),
    ],
    ['an entry path', 'rewards.example.com', '/', '?siteid=rewards.example.com_premium', redirectTo('/premium/en_us/account/login-form/')],
  ])('%s', (_, host, pathname, search, expected) => {
    expect(onHost(host, pathname, search)).toEqual(expected);
  });

  it.each<[string, string, string, string]>([
    ['the site already shown', 'rewards.example.com', '/premium/en_us/account/login-form/', '?siteid=rewards.example.com_premium'],
    ['a site of another host', 'rewards.example.com', '/en_us/account/login-form/', '?siteid=evil.example.net_premium'],
    ['a host that merely starts the same', 'rewards.example.com', '/en_us/account/login-form/', '?siteid=rewards.example.com.evil.net'],
    ['an issuer that is no path segment', 'rewards.example.com', '/en_us/account/login-form/', '?siteid=rewards.example.com_a%2F..%2Fb'],
    ['an unknown locale on a promotions host', 'promotions.example.com', '/en_us/account/login-form/', '?siteid=promotions.example.com_xx_yy'],
    ['siteid twice', 'rewards.example.com', '/en_us/account/login-form/', '?siteid=rewards.example.com_a&siteid=rewards.example.com_b'],
  ])('changes nothing for %s', (_, host, pathname, search) => {
    expect(onHost(host, pathname, search)).toMatchObject({ kind: 'shell', assetPath: pathname.replace(/^\/premium/, '') });
  });
});

describe("edge rules: a promotions site's campaign file", () => {
  const at = (host: string, pathname: string) =>
    decide({ origin: `https://${host}`, pathname, search: '', signedIn: false, bounced: false }, defaultFlags, ['promotions.example.com']);
  it('is the site host_locale on a promotions host, the same locale twice in the path', () => {
    expect(at('promotions.example.com', '/pt_br/account/configurations/promotions-pt_br.json')).toEqual({
      kind: 'promotions',
      siteId: 'promotions.example.com_pt_br',
    });
  });
  it.each([
    ['another host', 'rewards.example.com', '/pt_br/account/configurations/promotions-pt_br.json'],
    ['two locales', 'promotions.example.com', '/pt_br/account/configurations/promotions-en_us.json'],
    ['an unknown locale', 'promotions.example.com', '/xx_yy/account/configurations/promotions-xx_yy.json'],
  ])('is an ordinary file for %s', (_name, host, pathname) => {
    expect(at(host, pathname)).toEqual({ kind: 'asset' });
  });
});
