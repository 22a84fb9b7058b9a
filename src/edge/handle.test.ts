import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../site/siteConfig';
import { createEdgeHandler, handle, type EdgeContext, type EdgeEnv } from './handle';
import { cacheControl } from './cachePolicy';
import { readSiteConfigBlock } from '../site/siteConfigBlock';

// Cloudflare's asset layer cannot run inside vitest: ASSETS here is an in-memory stand-in that answers every path
// with a page naming it. GATEWAY is a fetcher that records each request it gets, as the service binding would see it.

interface Recorded {
  url: string;
  method: string;
  cookie: string | null;
  contentType: string | null;
  forwardedHost: string | null;
  forwardedPrefix: string | null;
  body: string;
}

const demoSite = { name: 'demo', siteId: 'localhost', theme: 'classic', siteFeatureConfigurations: [] };

function environment(
  overrides: Partial<EdgeEnv> = {},
  gatewayAnswer: (request: Request) => Response = (request) =>
    request.url.includes('/site-config-service/')
      ? Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 })
      : Response.json({ ok: true }, { headers: { 'X-CID': 'cid-1' } }),
) {
  const assetRequests: string[] = [];
  const gatewayRequests: Recorded[] = [];
  const env: EdgeEnv = {
    ASSETS: {
      fetch: async (input: RequestInfo | URL) => {
        const { pathname } = new URL(input instanceof Request ? input.url : String(input));
        assetRequests.push(pathname);
        return new Response('<html>shell of ' + pathname + '</html>');
      },
    } as unknown as Fetcher,
    SITE_CONFIG: { get: async () => null } as unknown as KVNamespace,
    GATEWAY: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        gatewayRequests.push({
          url: request.url,
          method: request.method,
          cookie: request.headers.get('Cookie'),
          contentType: request.headers.get('Content-Type'),
          forwardedHost: request.headers.get('X-Forwarded-Host'),
          forwardedPrefix: request.headers.get('X-Forwarded-Prefix'),
          body: await request.text(),
        });
        return gatewayAnswer(request);
      },
    } as unknown as Fetcher,
    ...overrides,
  };
  return { env, assetRequests, gatewayRequests };
}

const visit = (env: EdgeEnv, path: string, init?: RequestInit) => handle(new Request(`https://rewards.example.com${path}`, init), env);

describe('edge handler with an in-memory asset layer', () => {
  it('serves the locale shell for an issuer URL, fetching the locale path from the asset layer', async () => {
    const { env, assetRequests } = environment();
    const response = await visit(env, '/demo-bank/pt_br/account/login-form/?returnurl=%2Fx');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>shell of /pt_br/account/login-form/</html>');
    expect(assetRequests).toEqual(['/pt_br/account/login-form/']);
  });

  it('serves the shell of a known route at its own path', async () => {
    const { env, assetRequests } = environment();
    const response = await visit(env, '/en_us/account/registration/');
    expect(await response.text()).toBe('<html>shell of /en_us/account/registration/</html>');
    expect(assetRequests).toEqual(['/en_us/account/registration/']);
  });

  it('hands a file to the asset layer unchanged', async () => {
    const { env, assetRequests } = environment();
    const response = await visit(env, '/favicon.svg');
    expect(await response.text()).toBe('<html>shell of /favicon.svg</html>');
    expect(assetRequests).toEqual(['/favicon.svg']);
  });

  it.each([
    ['/en_us/account/nowhere/?a=1', '/en_us/account/login-form/?a=1'],
    ['/', '/en_us/account/login-form/'],
    ['/en_us/account/registration?a=1', '/en_us/account/registration/?a=1'],
    ['/demo-bank/en_us/account/nowhere/', '/demo-bank/en_us/account/login-form/'],
    ['//evil.example/', '/en_us/account/login-form/'],
  ])('redirects %s with 302 to %s, uncached and without touching the asset layer', async (path, location) => {
    const { env, assetRequests, gatewayRequests } = environment();
    const response = await visit(env, path);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(assetRequests).toEqual([]);
    expect(gatewayRequests).toEqual([]);
  });

  it('sends a signed-in visitor (gmap_authenticated=true) at / to the profile', async () => {
    const { env } = environment();
    const response = await visit(env, '/', { headers: { Cookie: 'a=b; gmap_authenticated=true; SESSION=x' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/profile/');
  });

  it.each([
    ['no cookie', undefined],
    ['a pre-auth flag (gmap_authenticated=false)', 'gmap_authenticated=false'],
    ['a cookie whose name only ends in gmap_authenticated', 'x_gmap_authenticated=true'],
  ])('sends a visitor with %s at / to sign-in', async (_, cookie) => {
    const { env } = environment();
    const response = await visit(env, '/', cookie === undefined ? {} : { headers: { Cookie: cookie } });
    expect(response.headers.get('Location')).toBe('/en_us/account/login-form/');
  });

  it('proxies /api/* to the gateway with method, path, query, cookies and body intact, naming the page host', async () => {
    const { env, gatewayRequests } = environment();
    const response = await visit(env, '/api/user-auth/oauth/token?preauth=true&x=%2F', {
      method: 'POST',
      // A browser cannot choose the host the gateway checks Origin against.
      headers: { Cookie: 'SESSION=abc; gmap_authenticated=true', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-Host': 'attacker.example' },
      body: 'grant_type=password&username=demo%40example.com',
    });
    expect(gatewayRequests).toEqual([
      {
        url: 'https://gateway.internal/gateway/api/user-auth/oauth/token?preauth=true&x=%2F',
        method: 'POST',
        cookie: 'SESSION=abc; gmap_authenticated=true',
        contentType: 'application/x-www-form-urlencoded',
        forwardedHost: 'rewards.example.com',
        forwardedPrefix: '/api/',
        body: 'grant_type=password&username=demo%40example.com',
      },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toBe('cid-1');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('proxies /gateway/api/* as is and passes the gateway status through', async () => {
    const { env, gatewayRequests } = environment({}, () => Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 }));
    const response = await visit(env, '/gateway/api/site-config-service/config/site/nowhere', { method: 'GET' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'SITE_NOT_FOUND' });
    expect(gatewayRequests.map((request) => [request.method, request.url, request.forwardedPrefix])).toEqual([
      ['GET', 'https://gateway.internal/gateway/api/site-config-service/config/site/nowhere', '/gateway/api/'],
    ]);
  });

  it('leaves a gateway redirect for the browser to follow', async () => {
    const { env } = environment({}, () => new Response(null, { status: 302, headers: { Location: '/en_us/account/profile/' } }));
    const response = await visit(env, '/api/user-auth/oidc/authorize');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/profile/');
  });

  it.each(['/api/%2e%2e/%2e%2e/admin', '/api/../../admin', '/api/.%2e/x/'])(
    'never lets the dot-segment path %s out of /gateway/api/: it is resolved first and sent to sign-in',
    async (path) => {
      const { env, gatewayRequests } = environment();
      const response = await visit(env, path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/en_us/account/login-form/');
      expect(gatewayRequests).toEqual([]);
    },
  );

  it('answers 502 JSON GATEWAY_UNAVAILABLE when the gateway is unreachable', async () => {
    const { env } = environment({ GATEWAY: { fetch: async () => Promise.reject(new Error('connection refused')) } as unknown as Fetcher });
    const response = await visit(env, '/api/health');
    expect(response.status).toBe(502);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'GATEWAY_UNAVAILABLE' });
  });

  it('answers 502 JSON GATEWAY_UNAVAILABLE when no gateway is configured', async () => {
    const { GATEWAY: _none, ...withoutGateway } = environment().env;
    const response = await visit(withoutGateway, '/api/health');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'GATEWAY_UNAVAILABLE' });
  });

  it('switches sign-in to login with FLAG_USE_CLIENT_SERVER=false in the environment', async () => {
    const { env, assetRequests } = environment({ FLAG_USE_CLIENT_SERVER: 'false' });
    expect((await visit(env, '/')).headers.get('Location')).toBe('/en_us/account/login/');
    expect((await visit(env, '/en_us/account/login-form/')).headers.get('Location')).toBe('/en_us/account/login/');
    expect(await (await visit(env, '/en_us/account/login/')).text()).toBe('<html>shell of /en_us/account/login/</html>');
    expect(assetRequests).toEqual(['/en_us/account/login/']);
  });

  it('sends sso-simulator to sign-in with FLAG_ENABLE_SSO_SIMULATOR=off in the environment', async () => {
    const { env } = environment({ FLAG_ENABLE_SSO_SIMULATOR: 'off' });
    const response = await visit(env, '/en_us/account/sso-simulator/?state=s');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/login-form/?state=s');
  });
});

describe('edge handler: site config on the proxy-CDN path', () => {
  it('answers the KV copy, cacheable, saying where it came from', async () => {
    const { env, gatewayRequests } = environment({ SITE_CONFIG: { get: async () => JSON.stringify(demoSite) } as unknown as KVNamespace });
    const response = await visit(env, '/cdn/site-config/localhost.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(demoSite);
    expect(response.headers.get('X-Site-Config-Source')).toBe('kv');
    expect(response.headers.get('Cache-Control')).toContain('max-age=');
    expect(gatewayRequests).toEqual([]);
  });

  it("answers the gateway's copy on a KV miss", async () => {
    const { env, gatewayRequests } = environment({}, () => Response.json(demoSite));
    const response = await visit(env, '/cdn/site-config/localhost.json');
    expect(await response.json()).toEqual(demoSite);
    expect(response.headers.get('X-Site-Config-Source')).toBe('gateway');
    expect(gatewayRequests.map((request) => request.url)).toEqual(['https://gateway.internal/gateway/api/site-config-service/config/site/localhost']);
  });

  it('answers DEFAULT, uncached, for an unknown site', async () => {
    const { env } = environment({}, () => Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 }));
    const response = await visit(env, '/cdn/site-config/nowhere.example.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(defaultSiteConfig);
    expect(response.headers.get('X-Site-Config-Source')).toBe('default');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

const shellHtml = (path: string) => `<!DOCTYPE html><html lang="en-US"><head><title>${path}</title></head><body><main></main></body></html>`;

/** An asset layer of shells and a few files, which honours If-None-Match as Cloudflare's does, and records what it gets. */
function assetLayer() {
  const requests: Request[] = [];
  const files: Record<string, { body: string; type: string }> = {
    '/favicon.svg': { body: '<svg/>', type: 'image/svg+xml' },
    '/robots.txt': { body: 'User-agent: *', type: 'text/plain' },
    '/_astro/client.Bx1c.js': { body: 'export {}', type: 'text/javascript' },
  };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const { pathname } = new URL(request.url);
      const file =
        files[pathname] ?? (/^\/[a-z]{2}_[a-z]{2}\/account\/[a-z-]+\/$/.test(pathname) ? { body: shellHtml(pathname), type: 'text/html' } : undefined);
      if (!file) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
      const etag = `"asset-${pathname.length}"`;
      const headers = { 'Content-Type': file.type, ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' };
      if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
      return new Response(file.body, { headers });
    },
  } as unknown as Fetcher;
  return { fetcher, requests };
}

const captchaSite = {
  name: 'bank',
  siteId: 'rewards.example.com',
  theme: 'classic',
  siteFeatureConfigurations: [{ name: 'captcha', featureConfig: { siteKey: '10000000-ffff-ffff-ffff-000000000001' } }],
};

function shellEnvironment(options: { kv?: Record<string, string>; gateway?: (request: Request) => Response | Promise<Response> } = {}) {
  const assets = assetLayer();
  const kvReads: string[] = [];
  const gatewayUrls: string[] = [];
  const env: EdgeEnv = {
    ASSETS: assets.fetcher,
    SITE_CONFIG: { get: async (key: string) => (kvReads.push(key), options.kv?.[key] ?? null) } as unknown as KVNamespace,
    GATEWAY: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        gatewayUrls.push(request.url);
        return options.gateway ? options.gateway(request) : Response.json({ error: 'SITE_NOT_FOUND' }, { status: 404 });
      },
    } as unknown as Fetcher,
  };
  const waited: Promise<unknown>[] = [];
  const context: EdgeContext = { waitUntil: (promise) => void waited.push(promise) };
  const handler = createEdgeHandler({ siteConfigTtlMs: 60_000, siteConfigWaitMs: 50 });
  const get = (path: string, init?: RequestInit) => handler(new Request(`https://rewards.example.com${path}`, init), env, context);
  return { get, assetRequests: assets.requests, kvReads, gatewayUrls, waited };
}

const signedIn = { headers: { Cookie: 'gmap_authenticated=true' } };

describe("edge handler: the site's config in the shell", () => {
  it('puts the KV config into the shell as a data block for the derived site id, with the <html> marks', async () => {
    const { get, kvReads, gatewayUrls } = shellEnvironment({ kv: { 'site-config:rewards.example.com': JSON.stringify(captchaSite) } });
    const response = await get('/en_us/account/login-form/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html');
    expect(html).toContain('<html data-captcha="on" lang="en-US">');
    const block = /<script type="application\/json" id="portal-site-config">(.*?)<\/script><\/head>/.exec(html)?.[1];
    expect(readSiteConfigBlock(block, 'rewards.example.com')).toEqual(captchaSite);
    expect(kvReads).toEqual(['site-config:rewards.example.com', 'theme:classic']);
    expect(gatewayUrls).toEqual(['https://gateway.internal/gateway/api/site-config-service/config/theme/classic']);
  });

  it("looks the issuer's site up for an issuer path, and takes the gateway's copy on a KV miss", async () => {
    const issuerSite = { ...captchaSite, siteId: 'rewards.example.com_demo-bank', siteFeatureConfigurations: [] };
    const { get, gatewayUrls } = shellEnvironment({
      gateway: (request) => (request.url.includes('/config/site/') ? Response.json(issuerSite) : Response.json({ error: 'NOT_FOUND' }, { status: 404 })),
    });
    const html = await (await get('/demo-bank/pt_br/account/registration/')).text();
    expect(readSiteConfigBlock(/id="portal-site-config">(.*?)<\/script>/.exec(html)?.[1], 'rewards.example.com_demo-bank')).toEqual(issuerSite);
    expect(html).toContain('<html lang="en-US">');
    expect(gatewayUrls[0]).toBe('https://gateway.internal/gateway/api/site-config-service/config/site/rewards.example.com_demo-bank');
  });

  it('serves the shell as built when the site has no config of its own (the page asks, as before)', async () => {
    const { get } = shellEnvironment();
    expect(await (await get('/en_us/account/login-form/')).text()).toBe(shellHtml('/en_us/account/login-form/'));
  });

  it('looks each site up once a minute per isolate, not once a page', async () => {
    const { get, kvReads } = shellEnvironment({ kv: { 'site-config:rewards.example.com': JSON.stringify(captchaSite) } });
    for (const path of ['/en_us/account/login-form/', '/en_us/account/registration/', '/de_de/account/recovery/']) await get(path);
    expect(kvReads).toEqual(['site-config:rewards.example.com', 'theme:classic']);
  });

  it('does not hold the page for a slow source: the lookup finishes in the background and the next shell has it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { get, waited } = shellEnvironment({
      gateway: (request) =>
        request.url.includes('/config/site/') ? new Promise<Response>((resolve) => (answer = resolve)) : Response.json({ error: 'NOT_FOUND' }, { status: 404 }),
    });
    const first = await (await get('/en_us/account/login-form/')).text();
    expect(first).not.toContain('portal-site-config');
    answer(Response.json(captchaSite));
    await Promise.all(waited);
    expect(await (await get('/en_us/account/login-form/')).text()).toContain('id="portal-site-config"');
  });

  it('gives the page its own entity tag and answers a matching If-None-Match with 304', async () => {
    const { get, assetRequests } = shellEnvironment({ kv: { 'site-config:rewards.example.com': JSON.stringify(captchaSite) } });
    const first = await get('/en_us/account/login-form/');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(etag).not.toContain('asset-');
    const again = await get('/en_us/account/login-form/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe(cacheControl.shell);
    expect(assetRequests.map((request) => request.headers.get('If-None-Match'))).toEqual([null, null]);
  });

  it('answers a changed page in full though the file is the same (the config changed)', async () => {
    const { get } = shellEnvironment();
    const withoutConfig = (await get('/en_us/account/login-form/')).headers.get('ETag') ?? '';
    const other = shellEnvironment({ kv: { 'site-config:rewards.example.com': JSON.stringify(captchaSite) } });
    const response = await other.get('/en_us/account/login-form/', { headers: { 'If-None-Match': withoutConfig } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('portal-site-config');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { get } = shellEnvironment();
    const response = await get('/en_us/account/login-form/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(cacheControl.shell);
    expect(await response.text()).toBe('');
  });
});

describe('edge handler: caching and robots headers', () => {
  it('lets a CDN keep a shell with revalidation, and keeps signed-in screens out of search engines', async () => {
    const { get } = shellEnvironment();
    const signIn = await get('/en_us/account/login-form/');
    expect(signIn.headers.get('Cache-Control')).toBe(cacheControl.shell);
    expect(signIn.headers.get('Cache-Control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(signIn.headers.get('X-Robots-Tag')).toBeNull();
    const profile = await get('/en_us/account/profile/', signedIn);
    expect(profile.headers.get('Cache-Control')).toBe(cacheControl.shell);
    expect(profile.headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await get('/en_us/account/logout/', signedIn)).headers.get('X-Robots-Tag')).toBe('noindex');
  });

  it.each<[string, number, string]>([
    ['/favicon.svg', 200, cacheControl.staticFile],
    ['/robots.txt', 200, cacheControl.staticFile],
    ['/_astro/client.Bx1c.js', 200, cacheControl.hashedFile],
    ['/_astro/missing.Bx1c.js', 404, 'no-store'],
    ['/missing.png', 404, 'no-store'],
  ])('answers %s with %i and Cache-Control %s', async (path, status, expected) => {
    const { get } = shellEnvironment();
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe(expected);
  });
});

describe('edge handler: guards by the sign-in flag', () => {
  it('sends a signed-in visitor on sign-in to the profile, uncached, and marks the bounce', async () => {
    const { get, assetRequests } = shellEnvironment();
    const response = await get('/demo-bank/en_us/account/login-form/?utm=1', { headers: { Cookie: 'gmap_authenticated=true' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/demo-bank/en_us/account/profile/');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Set-Cookie')).toBe('portal_edge_bounce=1; Path=/; Max-Age=300; HttpOnly; SameSite=Lax; Secure');
    expect(assetRequests).toEqual([]);
  });

  it('serves sign-in to a flagged visitor the edge has already bounced once', async () => {
    const { get } = shellEnvironment();
    const response = await get('/en_us/account/login-form/', { headers: { Cookie: 'gmap_authenticated=true; portal_edge_bounce=1' } });
    expect(response.status).toBe(200);
  });

  it('sends a visitor without the flag on a signed-in screen to sign-in with returnurl, not marking anything', async () => {
    const { get } = shellEnvironment();
    const response = await get('/en_us/account/edit-pan/?mode=add', { headers: { Cookie: 'gmap_authenticated=false' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fedit-pan%2F%3Fmode%3Dadd');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('marks the entry redirect to the profile too, without Secure on plain-http local runs', async () => {
    const { env } = environment();
    const response = await handle(new Request('http://localhost:8787/en_us/', signedIn), env);
    expect(response.headers.get('Location')).toBe('/en_us/account/profile/');
    expect(response.headers.get('Set-Cookie')).toBe('portal_edge_bounce=1; Path=/; Max-Age=300; HttpOnly; SameSite=Lax');
  });
});

describe("edge handler: a promotions site's campaign file (SPEC 7)", () => {
  const campaign = {
    title: 'Summer cashback',
    startsOn: '2026-06-01',
    endsOn: '2026-08-31',
    terms: { label: 'Terms', url: 'https://deals.example.com/terms' },
  };
  const onPromotionsHost = (path: string, kv: Record<string, string>) => {
    const reads: string[] = [];
    const { env } = environment({
      PROMOTIONS_HOSTS: 'deals.example.com',
      SITE_CONFIG: { get: async (key: string) => (reads.push(key), kv[key] ?? null) } as unknown as KVNamespace,
    });
    return { reads, answer: handle(new Request(`https://deals.example.com${path}`), env) };
  };

  it('answers the KV copy of the site host_locale, cacheable', async () => {
    const { reads, answer } = onPromotionsHost('/pt_br/account/configurations/promotions-pt_br.json', {
      'promotions:deals.example.com_pt_br': JSON.stringify({ ...campaign, extra: 'ignored' }),
    });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(campaign);
    expect(response.headers.get('Cache-Control')).toContain('max-age=60');
    expect(reads).toEqual(['promotions:deals.example.com_pt_br']);
  });

  it.each([
    ['no file for the site', '/en_us/account/configurations/promotions-en_us.json', {}],
    ['a file that is not the schema', '/pt_br/account/configurations/promotions-pt_br.json', { 'promotions:deals.example.com_pt_br': '{"title":""}' }],
    ['a file that is not JSON', '/pt_br/account/configurations/promotions-pt_br.json', { 'promotions:deals.example.com_pt_br': '{' }],
  ])('answers 404 for %s', async (_name, path, kv) => {
    expect((await onPromotionsHost(path, kv).answer).status).toBe(404);
  });

  it('serves no campaign on a host that is not named, nor for two different locales in the path', async () => {
    const { env } = environment({ SITE_CONFIG: { get: async () => JSON.stringify(campaign) } as unknown as KVNamespace });
    const elsewhere = await visit(env, '/pt_br/account/configurations/promotions-pt_br.json');
    expect(elsewhere.headers.get('Content-Type') ?? '').not.toContain('application/json');
    const mixed = await onPromotionsHost('/pt_br/account/configurations/promotions-en_us.json', {
      'promotions:deals.example.com_pt_br': JSON.stringify(campaign),
    }).answer;
    expect(mixed.headers.get('Content-Type') ?? '').not.toContain('application/json');
  });
});
