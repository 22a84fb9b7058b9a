// Request handling of the reference gateway: routes /gateway/api/* to its endpoints; every API answer is JSON with
// X-CID. The one HTML page is the local outbox's inbox, outside the API.
import type { GatewayEnv } from './env';
import { errorResponse, isInvalidRequestError, newCorrelationId } from './http';
import { matchEndpoint } from './router';
import { inboxMessagePage, inboxMessagePath, inboxPage, inboxPath } from './outbox/inboxPage';
import { isCrossSiteRequest } from './crossSite/crossSite';
import { clientAddress, throttled } from './throttle/throttle';
import { answersMinimally, minimalAnswer } from './minimal/minimalAnswers';

const apiPrefix = '/gateway/api/';

export interface HandleOptions {
  /** Unix seconds; the system clock unless a test injects one. */
  now?: () => number;
  /** Work after the answer (ExecutionContext.waitUntil); tests collect it to wait for deliveries. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Without a runtime to hold it (tests, scripts), work after the answer just runs; its failure is logged. */
const runAfter = (promise: Promise<unknown>): void => {
  promise.catch((error: unknown) => console.error('work after the answer failed', error));
};

const systemClock = (): number => Math.floor(Date.now() / 1000);

export async function handle(request: Request, env: GatewayEnv, options: HandleOptions = {}): Promise<Response> {
  const correlationId = newCorrelationId();
  const url = new URL(request.url);
  if (url.pathname === inboxPath && request.method === 'GET') return inboxPage(url, env, correlationId);
  if (url.pathname === inboxMessagePath && request.method === 'GET') return inboxMessagePage(url, env, correlationId);
  if (!url.pathname.startsWith(apiPrefix)) return errorResponse(404, 'NOT_FOUND', correlationId);
  const match = matchEndpoint(request.method, url.pathname.slice(apiPrefix.length));
  if (match.kind === 'none') return errorResponse(404, 'NOT_FOUND', correlationId);
  if (match.kind === 'method') {
    return errorResponse(405, 'METHOD_NOT_ALLOWED', correlationId, { headers: { Allow: match.allowed.join(', ') } });
  }
  // Before any handler reads cookies or the body: a state change another site asked the browser to send (login CSRF).
  if (isCrossSiteRequest(request)) return errorResponse(403, 'CROSS_SITE_REQUEST', correlationId);
  if (match.kind === 'malformed') {
    return errorResponse(400, 'INVALID_REQUEST', correlationId, { message: match.message });
  }
  try {
    const context = { request, url, env, params: match.params, correlationId, now: options.now ?? systemClock, waitUntil: options.waitUntil ?? runAfter };
    const refused = match.endpoint.throttle ? await throttled(context, [[match.endpoint.throttle, clientAddress(request)]]) : undefined;
    if (refused) return refused;
    const response = await match.endpoint.handler(context);
    return answersMinimally(env) ? await minimalAnswer(match.endpoint.pattern, response) : response;
  } catch (error) {
    if (isInvalidRequestError(error)) {
      return errorResponse(400, 'INVALID_REQUEST', correlationId, { message: error.message, details: error.details });
    }
    console.error(`[${correlationId}] ${request.method} ${url.pathname} failed`, error);
    return errorResponse(500, 'INTERNAL_ERROR', correlationId);
  }
}
