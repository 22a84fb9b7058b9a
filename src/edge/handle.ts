// Request handling of the edge worker: shells, redirect rules, proxy-CDN site config, gateway proxy (DESIGN).
import { cookieNames, isUserSession } from '../site/authState';
import { cookieValue } from '../site/cookies';
import { flagsOfBindings, type Flags } from '../site/flags';
import { promotionsHostsOf, siteHostFor, siteHostsOf } from '../site/siteId';
import { promotionSchema, promotionsKvKey } from '../site/promotion';
import { parseSiteConfigUrl, siteConfigUrlOf } from '../site/siteConfigUrl';
import type { SiteConfig } from '../site/siteConfig';
import { assetCacheControl, cacheControl } from './cachePolicy';
import { bounceMark, bounceMarkCookie, decide, type EdgeDecision } from './requestRules';
import { createSiteConfigCache, withinMs, type SiteConfigCache } from './siteConfigCache';
import { lookUpSiteConfig, readKvEntry } from './siteConfigSource';
import { pagePolicyOf, withPagePolicy } from './securityHeaders';
import { injectSiteConfig } from './shellRewrite';
import { injectTheme } from './themeRewrite';
import { lookUpTheme } from './themeSource';
import { classicTheme, type Theme } from '../site/theme';
import { cspReportPath } from '../site/cspReportPath';

export interface EdgeEnv {
  ASSETS: Fetcher;
  SITE_CONFIG: KVNamespace;
  /** The reference gateway as a service binding (local runs and previews). */
  GATEWAY?: Fetcher;
  /** Origin of the issuer's gateway in production, used when no binding is present. */
  GATEWAY_ORIGIN?: string;
  /** With FLAG_SITE_CONFIG on: where sites' configs are (src/site/siteConfigUrl.ts), as the build was given it. */
  SITE_CONFIG_URL?: string;
  /** The deployment's promotions hosts, as the build was given them (src/site/siteId.ts promotionsHostsOf). */
  PROMOTIONS_HOSTS?: string;
  /** A preview's hosts that serve another host's sites, as the build was given them (src/site/siteId.ts siteHostsOf). */
  SITE_HOSTS?: string;
  [flag: `FLAG_${string}`]: string | undefined;
}

/** The part of the worker's ExecutionContext the handler uses: work that goes on after the response. */
export interface EdgeContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface EdgeHandlerOptions {
  /** How long a site's config (found or not) is kept in the isolate's memory for the shells. */
  siteConfigTtlMs: number;
  /** How long a shell waits for a lookup it starts; a slower one finishes in the background for the next shell. */
  siteConfigWaitMs: number;
}

/** docs/decisions.md "Site config in the shell". */
export const defaultEdgeHandlerOptions: EdgeHandlerOptions = { siteConfigTtlMs: 60_000, siteConfigWaitMs: 100 };

/** The gateway's own API prefix; the edge maps /api/* onto it in client-server mode. */
const gatewayApiPrefix = '/gateway/api/';

function gatewayFetch(env: EdgeEnv, path: string, init: Request | RequestInit | undefined, search = ''): Promise<Response> {
  if (env.GATEWAY) return env.GATEWAY.fetch(new Request(`https://gateway.internal${path}${search}`, init));
  if (!env.GATEWAY_ORIGIN) return Promise.reject(new Error('GATEWAY_ORIGIN is not configured'));
  return fetch(new Request(new URL(`${path}${search}`, env.GATEWAY_ORIGIN), init));
}

async function proxy(request: Request, env: EdgeEnv, gatewayPath: string, search: string): Promise<Response> {
  try {
    // Same method, headers (cookies included) and body; redirects are the browser's to follow. X-Forwarded-Host names
    // the page's host, whatever the browser sent: the gateway checks Origin against it (a fetch to GATEWAY_ORIGIN
    // carries that origin's Host).
    // X-Forwarded-Prefix is the API base the browser used: the gateway scopes the refresh cookie to its token path.
    const { host, pathname } = new URL(request.url);
    const forwarded = new Request(request, { redirect: 'manual' });
    forwarded.headers.set('X-Forwarded-Host', host);
    forwarded.headers.set('X-Forwarded-Prefix', pathname.slice(0, pathname.length - gatewayPath.length + gatewayApiPrefix.length));
    return await gatewayFetch(env, gatewayPath, forwarded, search);
  } catch (error) {
    console.error(`gateway unreachable for ${gatewayPath}: ${String(error)}`);
    return Response.json({ error: 'GATEWAY_UNAVAILABLE' }, { status: 502 });
  }
}

function siteConfigLookup(env: EdgeEnv) {
  const configured = flagsOfBindings(env).siteConfig ? parseSiteConfigUrl(env.SITE_CONFIG_URL) : undefined;
  return {
    readKv: (key: string) => env.SITE_CONFIG.get(key, 'text'),
    fetchGateway: (path: string) => gatewayFetch(env, path, { headers: { Accept: 'application/json' } }),
    fetchConfigured:
      configured === undefined ? undefined : (siteId: string) => fetch(siteConfigUrlOf(configured, siteId), { headers: { Accept: 'application/json' } }),
    warn: (message: string) => console.warn(message),
  };
}

/** The response with its Cache-Control replaced, when there is one to set. */
function withCacheControl(response: Response, value: string | undefined): Response {
  if (value === undefined) return response;
  const changed = new Response(response.body, response);
  changed.headers.set('Cache-Control', value);
  return changed;
}

async function weakEtag(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `W/"${btoa(String.fromCharCode(...digest.slice(0, 18)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')}"`;
}

/** If-None-Match against one entity tag, compared weakly (RFC 9110 13.1.2). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

type ShellDecision = Extract<EdgeDecision, { kind: 'shell' }>;

/** What a shell is given of its site: the config and the theme it names. */
interface ShellSite {
  config: SiteConfig;
  theme: Theme;
}

/**
 * A shell with the site's config in it: the asset and the config are read side by side, the page is rewritten and
 * given its own entity tag (the asset layer's would name the file without the config), and a matching If-None-Match
 * is answered 304 here.
 */
async function serveShell(
  request: Request,
  env: EdgeEnv,
  decision: ShellDecision,
  flags: Flags,
  siteOf: (siteId: string) => Promise<ShellSite | undefined>,
): Promise<Response> {
  const assetUrl = new URL(decision.assetPath, request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') return env.ASSETS.fetch(new Request(assetUrl, request));
  const site = siteOf(decision.siteId);
  const assetHeaders = new Headers(request.headers);
  for (const name of ['If-None-Match', 'If-Modified-Since', 'Range']) assetHeaders.delete(name);
  const asset = await env.ASSETS.fetch(new Request(assetUrl, { method: 'GET', headers: assetHeaders }));
  if (asset.status !== 200) return withCacheControl(asset, assetCacheControl(decision.assetPath, asset.status));

  const original = await asset.text();
  const found = await site;
  const html = found ? await injectTheme(injectSiteConfig(original, { siteId: decision.siteId, config: found.config }, flags), found.theme) : original;
  const headers = new Headers(asset.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag', 'Last-Modified']) headers.delete(name);
  const etag = await weakEtag(html);
  headers.set('ETag', etag);
  headers.set('Cache-Control', cacheControl.shell);
  if (decision.signedInScreen) headers.set('X-Robots-Tag', 'noindex');
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const reportPath = `${flags.useClientServer ? '/api/' : '/gateway/api/'}${cspReportPath}`;
  return withPagePolicy(new Response(request.method === 'HEAD' ? null : html, { status: 200, headers }), pagePolicyOf(html, reportPath));
}

/**
 * A promotions site's campaign file from KV, as published (`promotionsKvKey`), when it matches the schema; else 404.
 * Cached like site config: a minute in the browser, revalidated in the background for ten.
 */
async function servePromotions(env: EdgeEnv, siteId: string): Promise<Response> {
  const lookup = { readKv: (key: string) => env.SITE_CONFIG.get(key, 'text'), warn: (message: string) => console.warn(message) };
  const promotion = await readKvEntry(lookup, promotionsKvKey(siteId), promotionSchema, `promotions file for ${siteId}`);
  return promotion === undefined
    ? Response.json({ error: 'NOT_FOUND' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } })
    : Response.json(promotion, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } });
}

/** A handler with its own memory of site configs; the worker uses one per isolate (`handle`). */
export function createEdgeHandler(options: EdgeHandlerOptions = defaultEdgeHandlerOptions) {
  const siteConfigs: SiteConfigCache = createSiteConfigCache({ ttlMs: options.siteConfigTtlMs, maxEntries: 500 });
  const themes: SiteConfigCache<Theme> = createSiteConfigCache<Theme>({ ttlMs: options.siteConfigTtlMs, maxEntries: 100 });

  return async function handle(request: Request, env: EdgeEnv, context?: EdgeContext): Promise<Response> {
    const url = new URL(request.url);
    const flags = flagsOfBindings(env);
    const cookies = request.headers.get('Cookie') ?? '';
    const signedIn = isUserSession(cookieValue(cookies, cookieNames.authenticated));
    const bounced = cookieValue(cookies, bounceMark.name) !== undefined;
    const decision = decide(
      { origin: url.origin, siteHost: siteHostFor(url.host, siteHostsOf(env.SITE_HOSTS)), pathname: url.pathname, search: url.search, signedIn, bounced },
      flags,
      promotionsHostsOf(env.PROMOTIONS_HOSTS),
    );
    switch (decision.kind) {
      case 'asset': {
        const response = await env.ASSETS.fetch(request);
        return withCacheControl(response, assetCacheControl(url.pathname, response.status));
      }
      case 'shell':
        return serveShell(request, env, decision, flags, (siteId) => {
          // Only a config the site really has goes into the page; without one the page asks as it always did.
          const answer = siteConfigs
            .get(siteId, async () => {
              const { config, source } = await lookUpSiteConfig(siteId, siteConfigLookup(env));
              return source === 'default' ? undefined : config;
            })
            .then(async (config) => {
              if (config === undefined) return undefined;
              const theme = await themes.get(config.theme, async () => (await lookUpTheme(config.theme, siteConfigLookup(env))).theme);
              return { config, theme: theme ?? classicTheme };
            });
          context?.waitUntil(answer);
          return withinMs(answer, options.siteConfigWaitMs);
        });
      case 'proxy':
        return proxy(request, env, decision.gatewayPath, url.search);
      case 'siteConfig': {
        const { config, source } = await lookUpSiteConfig(decision.siteId, siteConfigLookup(env));
        return Response.json(config, {
          headers: {
            'Cache-Control': source === 'default' ? 'no-store' : 'public, max-age=60, stale-while-revalidate=600',
            'X-Site-Config-Source': source,
          },
        });
      }
      case 'promotions':
        return servePromotions(env, decision.siteId);
      case 'redirect': {
        const headers = new Headers({ Location: decision.location, 'Cache-Control': cacheControl.redirect });
        if (decision.markBounce) headers.append('Set-Cookie', bounceMarkCookie({ secure: url.protocol === 'https:' }));
        return new Response(null, { status: 302, headers });
      }
    }
  };
}

/** The worker's handler: one memory of site configs per isolate. */
export const handle = createEdgeHandler();
