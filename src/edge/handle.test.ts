import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../site/siteConfig';
import { handle, type EdgeEnv } from './handle';

// Cloudflare's asset layer cannot run inside vitest: ASSETS here is an in-memory stand-in that answers every path
// with a page naming it. GATEWAY is a fetcher that records each request it gets, as the service binding would see it.

interface Recorded {
  url: string;
  method: string;
  cookie: string | null;
  contentType: string | null;
  body: string;
}

const demoSite = { name: 'demo', siteId: 'localhost', theme: 'classic', siteFeatureConfigurations: [] };

function environment(
  overrides: Partial<EdgeEnv> = {},
  gatewayAnswer: (request: Request) => Response = () => Response.json({ ok: true }, { headers: { 'X-CID': 'cid-1' } }),
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

  it('proxies /api/* to the gateway with method, path, query, cookies and body intact', async () => {
    const { env, gatewayRequests } = environment();
    const response = await visit(env, '/api/user-auth/oauth/token?preauth=true&x=%2F', {
      method: 'POST',
      headers: { Cookie: 'SESSION=abc; gmap_authenticated=true', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=demo%40example.com',
    });
    expect(gatewayRequests).toEqual([
      {
        url: 'https://gateway.internal/gateway/api/user-auth/oauth/token?preauth=true&x=%2F',
        method: 'POST',
        cookie: 'SESSION=abc; gmap_authenticated=true',
        contentType: 'application/x-www-form-urlencoded',
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
    expect(gatewayRequests.map((request) => [request.method, request.url])).toEqual([
      ['GET', 'https://gateway.internal/gateway/api/site-config-service/config/site/nowhere'],
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
