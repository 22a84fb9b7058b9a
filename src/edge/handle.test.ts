import { describe, expect, it } from 'vitest';
import { handle, type EdgeEnv } from './handle';

interface Recorded {
  url: string;
  method: string;
  cookie: string | null;
  body: string;
}

function environment(overrides: Partial<EdgeEnv> = {}) {
  const assets: string[] = [];
  const gateway: Recorded[] = [];
  const env: EdgeEnv = {
    ASSETS: {
      fetch: async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        assets.push(url.pathname);
        return new Response(`<html>shell of ${url.pathname}</html>`, { headers: { 'Content-Type': 'text/html' } });
      },
    } as unknown as Fetcher,
    SITE_CONFIG: { get: async () => null } as unknown as KVNamespace,
    GATEWAY: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        gateway.push({ url: request.url, method: request.method, cookie: request.headers.get('Cookie'), body: await request.text() });
        return Response.json({ ok: true }, { headers: { 'X-CID': 'cid-1' } });
      },
    } as unknown as Fetcher,
    ...overrides,
  };
  return { env, assets, gateway };
}

describe('edge handler with an in-memory asset layer and gateway binding', () => {
  it('serves the locale shell for an issuer URL', async () => {
    const { env, assets } = environment();
    const response = await handle(new Request('http://localhost/demo-bank/pt_br/account/login-form/'), env);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('shell of /pt_br/account/login-form/');
    expect(assets).toEqual(['/pt_br/account/login-form/']);
  });

  it('redirects with 302 and a same-site Location', async () => {
    const { env } = environment();
    const response = await handle(new Request('http://localhost/en_us/account/nowhere/?a=1'), env);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en_us/account/login-form/?a=1');
  });

  it('sends a signed-in visitor at the root to the profile', async () => {
    const { env } = environment();
    const response = await handle(new Request('http://localhost/', { headers: { Cookie: 'a=b; gmap_authenticated=true' } }), env);
    expect(response.headers.get('Location')).toBe('/en_us/account/profile/');
  });

  it('proxies /api/* with method, path, query, cookies and body intact', async () => {
    const { env, gateway } = environment();
    const response = await handle(
      new Request('http://localhost/api/user-auth/oauth/token?preauth=true', {
        method: 'POST',
        headers: { Cookie: 'SESSION=abc', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=password',
      }),
      env,
    );
    expect(response.headers.get('X-CID')).toBe('cid-1');
    expect(gateway).toEqual([
      { url: 'https://gateway.internal/gateway/api/user-auth/oauth/token?preauth=true', method: 'POST', cookie: 'SESSION=abc', body: 'grant_type=password' },
    ]);
  });

  it('answers 502 JSON when the gateway is unreachable', async () => {
    const { env } = environment({ GATEWAY: { fetch: async () => Promise.reject(new Error('refused')) } as unknown as Fetcher });
    const response = await handle(new Request('http://localhost/api/health'), env);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'GATEWAY_UNAVAILABLE' });
  });

  it('switches the sign-in route with FLAG_USE_CLIENT_SERVER=false', async () => {
    const { env } = environment({ FLAG_USE_CLIENT_SERVER: 'false' });
    const response = await handle(new Request('http://localhost/'), env);
    expect(response.headers.get('Location')).toBe('/en_us/account/login/');
  });
});
