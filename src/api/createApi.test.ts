import { describe, expect, it, vi } from 'vitest';
import { defaultFlags } from '../site/flags';
import { apiBase, throttledFacts } from './createApi';
import { GatewayError, isGatewayError } from './gatewayError';
import { json, memoryStorage, recordingApi, testOrigin } from './testing/recordingApi';

const noCookie = { readCookie: () => undefined };

describe('createApi request headers, seen through the injected recording fetch (SPEC 7 "Headers")', () => {
  it('prefixes every path with the base', async () => {
    const { api, requests } = recordingApi();
    await api.get('user-mgmt/user/find');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/find`);
  });

  it.each(['user-mgmt/user/find', 'user-auth/oauth/token', 'site-config-service/config/site/site-1'])('adds X-SITE-ID to %s', async (path) => {
    const { api, requests } = recordingApi();
    await api.post(path);
    expect(requests[0]?.headers.get('X-SITE-ID')).toBe('site-1');
  });

  it('adds X-COOKIE-AUTH: true to a call that is neither the token URL nor whitelisted', async () => {
    const { api, requests } = recordingApi();
    await api.get('user-attribute/user/background/site-1');
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it.each([
    'user-auth/oauth/token',
    'user-auth/login?init_login=true',
    'user-mgmt/user/registration',
    'user-mgmt/user/send-passcode',
    'site-config-service/config/site/site-1',
    'offers/api/categories?locale=en_us',
    'bin/aem/rest?version=2',
  ])('leaves X-COOKIE-AUTH off the token or whitelisted URL %s', async (path) => {
    const { api, requests } = recordingApi();
    await api.post(path);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
  });

  it('sends every request with credentials include', async () => {
    const { api, requests } = recordingApi();
    await api.get('user-mgmt/user/find');
    await api.post('user-auth/oauth/token');
    expect(requests.map((request) => request.credentials)).toEqual(['include', 'include']);
  });

  it('sends the cross-site request header when talking to /gateway/api directly', async () => {
    const { api, requests } = recordingApi({ base: '/gateway/api' });
    await api.get('user-mgmt/user/find');
    expect(requests[0]?.url).toBe(`${testOrigin}/gateway/api/user-mgmt/user/find`);
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends no cross-site request header through the /api proxy', async () => {
    const { api, requests } = recordingApi({ base: '/api' });
    await api.get('user-mgmt/user/find');
    expect(requests[0]?.headers.has('X-Requested-With')).toBe(false);
  });

  it('chooses /api with the client-server flag and /gateway/api without it', () => {
    expect(apiBase(defaultFlags)).toBe('/api');
    expect(apiBase({ ...defaultFlags, useClientServer: false })).toBe('/gateway/api');
  });
});

describe('createApi captcha token through ky context (SPEC 7 X-HCAPTCHA-TOKEN)', () => {
  it('sends the captcha token a request passes', async () => {
    const { api, requests } = recordingApi();
    await api.post('user-mgmt/user/registration', { context: { captchaToken: 'captcha-1' } });
    expect(requests[0]?.headers.get('X-HCAPTCHA-TOKEN')).toBe('captcha-1');
  });

  it('sends the header empty after a captcha error', async () => {
    const { api, requests } = recordingApi();
    await api.post('user-mgmt/user/registration', { context: { captchaToken: '' } });
    expect(requests[0]?.headers.get('X-HCAPTCHA-TOKEN')).toBe('');
  });

  it('sends no captcha header when the request carries no token', async () => {
    const { api, requests } = recordingApi();
    await api.post('user-mgmt/user/registration');
    expect(requests[0]?.headers.has('X-HCAPTCHA-TOKEN')).toBe(false);
  });
});

describe('createApi pre-auth token (SPEC 7 "Headers", SPEC 8 pre-auth failure)', () => {
  it('without the auth cookie, fetches a pre-auth token first and sends it as a bearer token', async () => {
    const { api, requests, environment, storage } = recordingApi(noCookie);
    await api.get('user-mgmt/user/find-code');
    expect(environment.fetchPreAuthToken).toHaveBeenCalledTimes(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer pre-auth-1');
    expect(storage.values.get('visa_preauth_token')).toBe('pre-auth-1');
  });

  it('fetches the pre-auth token once and reuses it for later requests', async () => {
    const { api, requests, environment } = recordingApi(noCookie);
    await api.get('user-mgmt/user/find-code');
    await api.post('user-attribute/assets/validation');
    expect(environment.fetchPreAuthToken).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer pre-auth-1', 'Bearer pre-auth-1']);
  });

  it('shares one pre-auth fetch between requests started together', async () => {
    const { api, environment } = recordingApi(noCookie);
    await Promise.all([api.get('a'), api.get('b'), api.get('c')]);
    expect(environment.fetchPreAuthToken).toHaveBeenCalledTimes(1);
  });

  it('uses a pre-auth token already in storage without fetching', async () => {
    const storage = memoryStorage({ visa_preauth_token: 'stored-1' });
    const { api, requests, environment } = recordingApi({ ...noCookie, storage });
    await api.get('user-mgmt/user/find-code');
    expect(environment.fetchPreAuthToken).not.toHaveBeenCalled();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-1');
  });

  it('does not fetch a pre-auth token when the auth cookie exists', async () => {
    const { api, requests, environment } = recordingApi();
    await api.get('user-mgmt/user/find');
    expect(environment.fetchPreAuthToken).not.toHaveBeenCalled();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('does not fetch a pre-auth token when pre-auth is disabled', async () => {
    const { api, requests, environment } = recordingApi({ ...noCookie, preAuthDisabled: true });
    await api.get('user-mgmt/user/find-code');
    expect(environment.fetchPreAuthToken).not.toHaveBeenCalled();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('does not fetch a pre-auth token for the token URL', async () => {
    const { api, requests, environment } = recordingApi(noCookie);
    await api.post('user-auth/oauth/token');
    expect(environment.fetchPreAuthToken).not.toHaveBeenCalled();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('clears the pre-auth token silently when fetching it fails, sends the call without it and tries again next time', async () => {
    const fetchPreAuthToken = vi.fn<() => Promise<string | undefined>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('pre-auth-2');
    const { api, requests, storage, environment } = recordingApi({ ...noCookie, fetchPreAuthToken });
    await api.get('user-mgmt/user/find-code');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(storage.removeItem).toHaveBeenCalledWith('visa_preauth_token');
    expect(environment.onError).not.toHaveBeenCalled();
    await api.get('user-mgmt/user/find-code');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer pre-auth-2');
  });

  it('drops a stored pre-auth token that the gateway rejects with 401', async () => {
    const storage = memoryStorage({ visa_preauth_token: 'expired-1' });
    const { api } = recordingApi({ ...noCookie, storage }, () => json({ error: 'UNAUTHORIZED' }, 401));
    await expect(api.get('user-mgmt/user/find-code')).rejects.toBeInstanceOf(GatewayError);
    expect(storage.values.has('visa_preauth_token')).toBe(false);
  });
});

describe('createApi correlation id and outcome reporting (SPEC 7 X-CID, SPEC 8)', () => {
  it('captures X-CID from a successful response and reports the success', async () => {
    const { api, environment } = recordingApi({}, () => json({ ok: true }, 200, { 'X-CID': 'cid-ok' }));
    await api.get('user-mgmt/user/find');
    expect(environment.onCorrelationId).toHaveBeenCalledWith('cid-ok');
    expect(environment.onSuccess).toHaveBeenCalledTimes(1);
    expect(environment.onError).not.toHaveBeenCalled();
  });

  it('captures X-CID from a failing response', async () => {
    const { api, environment } = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500, { 'X-CID': 'cid-fail' }));
    await expect(api.get('user-mgmt/user/find')).rejects.toThrow();
    expect(environment.onCorrelationId).toHaveBeenCalledWith('cid-fail');
    expect(environment.onSuccess).not.toHaveBeenCalled();
  });

  it('turns a failing response into a GatewayError with status, code, message and X-CID, reported before it is thrown', async () => {
    const { api, environment } = recordingApi({}, () => json({ error: 'USER_LOCKED', message: 'locked' }, 401, { 'X-CID': 'cid-401' }));
    const thrown = await api.post('user-auth/oauth/token').catch((error: unknown) => error);
    expect(isGatewayError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      status: 401,
      code: 'USER_LOCKED',
      serverMessage: 'locked',
      correlationId: 'cid-401',
      url: `${testOrigin}/api/user-auth/oauth/token`,
    });
    expect(environment.onError).toHaveBeenCalledExactlyOnceWith(thrown);
  });

  it('reads no code from an error body that is not JSON', async () => {
    const { api } = recordingApi({}, () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(api.get('user-mgmt/user/find')).rejects.toMatchObject({ name: 'GatewayError', status: 502, code: undefined });
  });

  it('turns a network failure into a GatewayError with status 0 and reports it', async () => {
    const { api, environment } = recordingApi({}, () => Promise.reject(new TypeError('fetch failed')));
    const thrown = await api.get('user-mgmt/user/find').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(GatewayError);
    expect(thrown).toMatchObject({ status: 0, url: `${testOrigin}/api/user-mgmt/user/find` });
    expect(environment.onError).toHaveBeenCalledExactlyOnceWith(thrown);
  });

  it('turns any other fetch rejection into a GatewayError with status 0 too', async () => {
    const { api } = recordingApi({}, () => Promise.reject(new Error('socket hang up')));
    await expect(api.get('user-mgmt/user/find')).rejects.toMatchObject({ name: 'GatewayError', status: 0 });
  });

  it.each(['get', 'post'] as const)('never retries a failing %s', async (method) => {
    const { api, requests } = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500));
    await expect(api[method]('user-mgmt/user/find')).rejects.toBeInstanceOf(GatewayError);
    expect(requests).toHaveLength(1);
  });

  it('never retries after a network failure', async () => {
    const { api, requests } = recordingApi({}, () => Promise.reject(new TypeError('fetch failed')));
    await expect(api.get('user-mgmt/user/find')).rejects.toBeInstanceOf(GatewayError);
    expect(requests).toHaveLength(1);
  });
});

describe('createApi renews the session on a 401 (issue: sessions that never lose work)', () => {
  const signedIn = (name: string) => (name === 'gmap_authenticated' || name === 'gmap_refreshable' ? 'true' : undefined);

  it('refreshes once and sends the refused call again, body and all; the caller sees only the success', async () => {
    let answers = 0;
    const refreshSession = vi.fn(async () => true);
    const { api, requests, bodies, environment } = recordingApi({ readCookie: vi.fn(signedIn), refreshSession }, () =>
      answers++ === 0 ? json({ error: 'UNAUTHORIZED' }, 401) : json({ saved: true }),
    );
    await expect(api.post('user-mgmt/user/update', { json: { firstName: 'Ada' } }).json()).resolves.toEqual({ saved: true });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(bodies).toEqual(['{"firstName":"Ada"}', '{"firstName":"Ada"}']);
    expect(environment.onError).not.toHaveBeenCalled();
  });

  it('passes the 401 to the catalogue when the refresh fails, without sending the call again', async () => {
    const refreshSession = vi.fn(async () => false);
    const { api, requests, environment } = recordingApi({ readCookie: vi.fn(signedIn), refreshSession }, () => json({ error: 'UNAUTHORIZED' }, 401));
    await expect(api.get('user-mgmt/user/find').json()).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(environment.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it('replays a call once only: a second 401 after a good refresh goes to the catalogue', async () => {
    const refreshSession = vi.fn(async () => true);
    const { api, requests, environment } = recordingApi({ readCookie: vi.fn(signedIn), refreshSession }, () => json({ error: 'UNAUTHORIZED' }, 401));
    await expect(api.get('user-mgmt/user/find').json()).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(environment.onError).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['without a refresh token', (name: string) => (name === 'gmap_authenticated' ? 'true' : undefined), 'user-mgmt/user/find'],
    ['on the token call itself', signedIn, 'user-auth/oauth/token'],
  ])('does not refresh %s', async (_, readCookie, path) => {
    const refreshSession = vi.fn(async () => true);
    const { api, requests } = recordingApi({ readCookie: vi.fn(readCookie), refreshSession }, () => json({ error: 'UNAUTHORIZED' }, 401));
    await expect(api.post(path).json()).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('does not send a failed call again for any other status', async () => {
    const refreshSession = vi.fn(async () => true);
    const { api, requests } = recordingApi({ readCookie: vi.fn(signedIn), refreshSession }, () => json({ error: 'INTERNAL_ERROR' }, 500));
    await expect(api.post('user-mgmt/user/update', { json: {} }).json()).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(1);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('throttledFacts: a 429 from any gateway, read the same way', () => {
  const answer = (headers: Record<string, string>) => new Response('', { status: 429, headers });

  it('takes the wait from Retry-After seconds when the body gives none, and names the id', () => {
    expect(throttledFacts(answer({ 'Retry-After': '120' }), {})).toEqual({ code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 120 } });
  });

  it('reads Retry-After as an HTTP date', () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const seconds = throttledFacts(answer({ 'Retry-After': inTwoMinutes }), {}).details?.['retryAfterSeconds'];
    expect(seconds).toBeGreaterThanOrEqual(115);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it("keeps the body's own id and wait", () => {
    expect(throttledFacts(answer({ 'Retry-After': '120' }), { code: 'SLOW_DOWN', details: { retryAfterSeconds: 30 } })).toEqual({
      code: 'SLOW_DOWN',
      details: { retryAfterSeconds: 30 },
    });
  });

  it('leaves other statuses alone', () => {
    expect(throttledFacts(new Response('', { status: 400, headers: { 'Retry-After': '5' } }), { code: 'X' })).toEqual({ code: 'X' });
  });
});
