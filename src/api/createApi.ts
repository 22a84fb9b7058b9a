// The client's one ky instance: the request headers of SPEC 7 "Headers" and the failure reporting of SPEC 8.
import ky, { isHTTPError, type AfterResponseHook, type BeforeErrorHook, type BeforeRequestHook, type KyInstance } from 'ky';
import { cookieNames, storageKeys } from '../site/authState';
import type { Flags } from '../site/flags';
import { headerNames } from './contracts/headers';
import { errorBodyFacts, GatewayError } from './gatewayError';
import { isTokenUrl, isWhitelisted } from './whitelist';

export type ApiBase = '/api' | '/gateway/api';
const gatewayBase = '/gateway/api' satisfies ApiBase;

/** SPEC 7: the proxied /api in client-server mode, the gateway directly otherwise. */
export function apiBase(flags: Pick<Flags, 'useClientServer'>): ApiBase {
  return flags.useClientServer ? '/api' : gatewayBase;
}

/** SPEC 7: the cross-site request header, sent when the site talks to the gateway directly. */
export function crossSiteHeaders(base: ApiBase): Record<string, string> {
  return base === gatewayBase ? { [headerNames.requestedWith]: 'XMLHttpRequest' } : {};
}

export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface ApiEnvironment {
  base: ApiBase;
  /** Where `base` resolves outside a page (tests); in the browser the page's own origin. */
  origin?: string | undefined;
  siteId: () => string;
  fetch: Fetch;
  readCookie: (name: string) => string | undefined;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  preAuthDisabled?: boolean | undefined;
  /** The client-credentials grant; must not go through this instance (authService's preAuthGrant). */
  fetchPreAuthToken: () => Promise<string | undefined>;
  onCorrelationId: (id: string) => void;
  /** Every successful response (SPEC 8: hides any alert). */
  onSuccess: () => void;
  /** Every failure, before it is thrown: the place for the catalogue's global handling. */
  onError: (error: GatewayError) => void;
  /**
   * Renews the user session (single-flight); resolves whether it worked. A call refused with 401 tries it once and is
   * sent again once; only when the refresh fails does the 401 reach onError (SPEC 8's logout). Absent: no renewal.
   */
  refreshSession?: (() => Promise<boolean>) | undefined;
}

/**
 * A 429's facts as the screens read them, whatever gateway answered: the id TOO_MANY_REQUESTS when the body names none,
 * and the wait of its Retry-After header (seconds, or an HTTP date) as details.retryAfterSeconds when the body has none.
 */
export function throttledFacts(response: Response, facts: ReturnType<typeof errorBodyFacts>): ReturnType<typeof errorBodyFacts> {
  if (response.status !== 429) return facts;
  const details = { ...facts.details };
  const header = response.headers.get('Retry-After')?.trim() ?? '';
  if (details['retryAfterSeconds'] === undefined && header !== '') {
    const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
    if (Number.isFinite(seconds) && seconds > 0) details['retryAfterSeconds'] = Math.ceil(seconds);
  }
  return { ...facts, code: facts.code ?? 'TOO_MANY_REQUESTS', details };
}

export function createApi(environment: ApiEnvironment): KyInstance {
  const { storage } = environment;
  const preAuthKey = storageKeys.preAuthToken;
  let pendingPreAuth: Promise<string | undefined> | undefined;

  // One grant however many requests start before it answers; a failure leaves nothing cached (SPEC 8).
  function preAuthToken(): Promise<string | undefined> {
    const cached = storage.getItem(preAuthKey);
    if (cached) return Promise.resolve(cached);
    pendingPreAuth ??= Promise.resolve()
      .then(() => environment.fetchPreAuthToken())
      .then(
        (token) => {
          if (token) storage.setItem(preAuthKey, token);
          else storage.removeItem(preAuthKey);
          return token || undefined;
        },
        () => {
          storage.removeItem(preAuthKey);
          return undefined;
        },
      )
      .finally(() => {
        pendingPreAuth = undefined;
      });
    return pendingPreAuth;
  }

  const needsPreAuth = (url: string) => !environment.preAuthDisabled && !isTokenUrl(url) && environment.readCookie(cookieNames.authenticated) === undefined;

  const addHeaders: BeforeRequestHook = async ({ request, options }) => {
    const { url, headers } = request;
    headers.set(headerNames.siteId, environment.siteId());
    if (!isTokenUrl(url) && !isWhitelisted(url)) headers.set(headerNames.cookieAuth, 'true');
    const captchaToken: unknown = options.context['captchaToken'];
    if (typeof captchaToken === 'string') headers.set(headerNames.captchaToken, captchaToken);
    for (const [name, value] of Object.entries(crossSiteHeaders(environment.base))) headers.set(name, value);
    if (needsPreAuth(url) && !headers.has(headerNames.authorization)) {
      const token = await preAuthToken();
      if (token) headers.set(headerNames.authorization, `Bearer ${token}`);
    }
  };

  const observeResponse: AfterResponseHook = ({ request, response }) => {
    const correlationId = response.headers.get(headerNames.correlationId);
    if (correlationId) environment.onCorrelationId(correlationId);
    if (response.ok) {
      environment.onSuccess();
      return undefined;
    }
    // An expired pre-auth token would fail every call; drop it so the next call fetches a fresh one.
    const cached = storage.getItem(preAuthKey);
    if (response.status === 401 && cached && request.headers.get(headerNames.authorization) === `Bearer ${cached}`) {
      storage.removeItem(preAuthKey);
    }
    return undefined;
  };

  const toGatewayError: BeforeErrorHook = ({ request, error }) => {
    // The caller's own abort is not a failure to report.
    if (error.name === 'AbortError') return error;
    const gatewayError = isHTTPError(error)
      ? new GatewayError({
          status: error.response.status,
          url: request.url,
          ...throttledFacts(error.response, errorBodyFacts(error.data)),
          correlationId: error.response.headers.get(headerNames.correlationId) ?? undefined,
          cause: error,
        })
      : new GatewayError({ status: 0, url: request.url, cause: error });
    environment.onError(gatewayError);
    return gatewayError;
  };

  // ky calls `fetch` as a method of its options object; window.fetch must not receive that as `this`.
  const send = environment.fetch;

  /** A user call (cookie auth, not the token call) while a refresh token exists: one a refresh can save. */
  const renewable = (request: Request) =>
    environment.refreshSession !== undefined &&
    !isTokenUrl(request.url) &&
    request.headers.get(headerNames.cookieAuth) === 'true' &&
    environment.readCookie(cookieNames.refreshable) === 'true';

  /**
   * Sends a call; a renewable call refused with 401 runs the refresh once and is sent once more, so the caller, the
   * hooks and the catalogue see only the second answer (a failed refresh leaves the 401 to SPEC 8's logout). The body
   * is read once into memory and given to each attempt: ky's own retry would send a tee'd stream instead.
   */
  const sendRenewing: Fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!renewable(request)) return send(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const attempt = () => send(new Request(request, body === undefined ? {} : { body }));
    const first = await attempt();
    if (first.status !== 401 || !(await environment.refreshSession?.())) return first;
    await first.body?.cancel();
    return attempt();
  };

  return ky.create({
    prefix: environment.base,
    ...(environment.origin === undefined ? {} : { baseUrl: environment.origin }),
    fetch: (input, init) => sendRenewing(input, init),
    credentials: 'include',
    // No retries: a POST must never be repeated, and failures stay deterministic for the catalogue. The one exception,
    // a call refused with 401 sent once more after a successful refresh, is sendRenewing's.
    retry: 0,
    hooks: { beforeRequest: [addHeaders], afterResponse: [observeResponse], beforeError: [toGatewayError] },
  });
}
