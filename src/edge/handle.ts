// Request handling of the edge worker: shells, redirect rules, proxy-CDN site config, gateway proxy (DESIGN).
import { cookieNames, isUserSession } from '../site/authState';
import { cookieValue } from '../site/cookies';
import { parseFlags, type Flags } from '../site/flags';
import { decide } from './requestRules';
import { lookUpSiteConfig } from './siteConfigSource';

export interface EdgeEnv {
  ASSETS: Fetcher;
  SITE_CONFIG: KVNamespace;
  /** The reference gateway as a service binding (local runs and previews). */
  GATEWAY?: Fetcher;
  /** Origin of the issuer's gateway in production, used when no binding is present. */
  GATEWAY_ORIGIN?: string;
  [flag: `FLAG_${string}`]: string | undefined;
}

let cachedFlags: { source: EdgeEnv; flags: Flags } | undefined;

function flagsOf(env: EdgeEnv): Flags {
  if (cachedFlags?.source !== env) cachedFlags = { source: env, flags: parseFlags(env as unknown as Record<string, string | undefined>) };
  return cachedFlags.flags;
}

function gatewayFetch(env: EdgeEnv, path: string, init: Request | RequestInit | undefined, search = ''): Promise<Response> {
  if (env.GATEWAY) return env.GATEWAY.fetch(new Request(`https://gateway.internal${path}${search}`, init));
  if (!env.GATEWAY_ORIGIN) return Promise.reject(new Error('GATEWAY_ORIGIN is not configured'));
  return fetch(new Request(new URL(`${path}${search}`, env.GATEWAY_ORIGIN), init));
}

async function proxy(request: Request, env: EdgeEnv, gatewayPath: string, search: string): Promise<Response> {
  try {
    // Same method, headers (cookies included) and body; redirects are the browser's to follow.
    return await gatewayFetch(env, gatewayPath, new Request(request, { redirect: 'manual' }), search);
  } catch (error) {
    console.error(`gateway unreachable for ${gatewayPath}: ${String(error)}`);
    return Response.json({ error: 'GATEWAY_UNAVAILABLE' }, { status: 502 });
  }
}

export async function handle(request: Request, env: EdgeEnv): Promise<Response> {
  const url = new URL(request.url);
  const flags = flagsOf(env);
  const signedIn = isUserSession(cookieValue(request.headers.get('Cookie') ?? '', cookieNames.authenticated));
  const decision = decide({ pathname: url.pathname, search: url.search, signedIn }, flags);
  switch (decision.kind) {
    case 'asset':
      return env.ASSETS.fetch(request);
    case 'shell':
      return env.ASSETS.fetch(new Request(new URL(decision.assetPath, url), request));
    case 'proxy':
      return proxy(request, env, decision.gatewayPath, url.search);
    case 'siteConfig': {
      const { config, source } = await lookUpSiteConfig(decision.siteId, {
        readKv: (key) => env.SITE_CONFIG.get(key, 'text'),
        fetchGateway: (path) => gatewayFetch(env, path, { headers: { Accept: 'application/json' } }),
        warn: (message) => console.warn(message),
      });
      return Response.json(config, {
        headers: {
          'Cache-Control': source === 'default' ? 'no-store' : 'public, max-age=60, stale-while-revalidate=600',
          'X-Site-Config-Source': source,
        },
      });
    }
    case 'redirect':
      return new Response(null, {
        status: 302,
        headers: { Location: decision.location, 'Cache-Control': 'private, no-store' },
      });
  }
}
