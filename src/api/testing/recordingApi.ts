// Test harness: createApi bound to an in-memory environment whose injected fetch records every request (SPEC 7).
import { vi } from 'vitest';
import { createApi, type ApiEnvironment, type Fetch } from '../createApi';

export const testOrigin = 'http://portal.test';

export type Responder = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The factory's injected fetch: records every request (and its body, which ky cancels afterwards) and answers with `respond`. */
export function recordingFetch(respond: Responder = () => json({ ok: true })) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch: Fetch = async (input, init) => {
    // Plain-fetch callers pass a page-relative URL, as in the browser.
    const request = input instanceof Request ? input : new Request(new URL(input, testOrigin), init);
    requests.push(request);
    bodies.push(await request.clone().text());
    const response = await respond(request);
    // A real fetch answers with the final URL; a constructed Response has none.
    Object.defineProperty(response, 'url', { value: request.url });
    return response;
  };
  return { fetch, requests, bodies };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    removeItem: vi.fn((key: string) => void values.delete(key)),
  };
}

/** An API on /api whose auth cookie exists (so pre-auth stays out of the way) unless overridden. */
export function recordingApi(overrides: Partial<ApiEnvironment> = {}, respond?: Responder) {
  const recorder = recordingFetch(respond);
  const storage = memoryStorage();
  const environment = {
    base: '/api',
    origin: testOrigin,
    siteId: () => 'site-1',
    fetch: recorder.fetch,
    readCookie: vi.fn((name: string) => (name === 'gmap_authenticated' ? 'true' : undefined)),
    storage,
    fetchPreAuthToken: vi.fn(async () => 'pre-auth-1'),
    onCorrelationId: vi.fn(),
    onSuccess: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  } satisfies ApiEnvironment;
  return { api: createApi(environment), requests: recorder.requests, bodies: recorder.bodies, environment, storage };
}
