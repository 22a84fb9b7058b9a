import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenRequestSchema } from './contracts/tokenRequests';
import { backgroundCheck, findConcierge, findUser, otpGrant, passwordGrant, preAuthGrant, refreshGrant, revokeToken } from './authService';
import { json, recordingApi, recordingFetch, testOrigin } from './testing/recordingApi';

const tokens = { access_token: 'access-1', expires_in: 900, refresh_token: 'refresh-1', token_type: 'bearer' };
const profile = { email: 'ada@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'u-1', firstName: 'Ada', extra: 1 };
afterEach(() => {
  vi.restoreAllMocks();
});

const form = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body));

describe('token grants (SPEC 7 "Authentication")', () => {
  it('sends the password grant as a form to the token URL, without X-COOKIE-AUTH, and parses the tokens', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(tokens));
    const answer = await passwordGrant(api, {
      username: 'ada@example.com',
      password: 'Secret1!',
      siteId: 'site-1',
      locale: 'en_us',
      otp: '123456',
      otp_type: 'EMAIL',
      trust_device: true,
      vba_token: 'vba',
    });
    expect(answer).toEqual(tokens);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-auth/oauth/token`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(form(bodies[0])).toEqual({
      grant_type: 'password',
      username: 'ada@example.com',
      password: 'Secret1!',
      siteId: 'site-1',
      locale: 'en_us',
      otp: '123456',
      otp_type: 'EMAIL',
      trust_device: 'true',
      vba_token: 'vba',
    });
  });

  it('leaves the optional OTP, trust and VBA fields out when absent', async () => {
    const { api, bodies } = recordingApi({}, () => json(tokens));
    await passwordGrant(api, { username: 'ada@example.com', password: 'Secret1!', siteId: 'site-1', locale: 'en_us' });
    expect(Object.keys(form(bodies[0]))).toEqual(['grant_type', 'username', 'password', 'siteId', 'locale']);
  });

  it('sends the refresh grant with the refresh token and site id', async () => {
    const { api, bodies } = recordingApi({}, () => json(tokens));
    await refreshGrant(api, { refreshToken: 'refresh-1', siteId: 'site-1' });
    expect(form(bodies[0])).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1', siteId: 'site-1' });
  });

  it("sends a page's refresh grant without a refresh token: the browser adds the HttpOnly cookie", async () => {
    const { api, bodies, requests } = recordingApi({}, () => json(tokens));
    await refreshGrant(api, { siteId: 'site-1' });
    expect(form(bodies[0])).toEqual({ grant_type: 'refresh_token', siteId: 'site-1' });
    expect(requests[0]?.credentials).toBe('include');
  });

  it("sends grant forms the gateway's shared request contract accepts", async () => {
    const { api, bodies } = recordingApi({}, () => json(tokens));
    await passwordGrant(api, { username: 'ada@example.com', password: 'Secret1!', siteId: 'site-1', locale: 'en_us', trust_device: false });
    await refreshGrant(api, { refreshToken: 'refresh-1', siteId: 'site-1' });
    const preAuth = recordingFetch(() => json({ access_token: 'pre-1', expires_in: 300 }));
    await preAuthGrant(preAuth.fetch, '/api', 'site-1');
    for (const body of [...bodies, ...preAuth.bodies]) expect(tokenRequestSchema.safeParse(form(body)).success).toBe(true);
  });

  it('rejects a bad password as a GatewayError carrying BAD_CREDENTIALS', async () => {
    const { api } = recordingApi({}, () => json({ error: 'BAD_CREDENTIALS' }, 401, { 'X-CID': 'cid-login' }));
    await expect(passwordGrant(api, { username: 'a', password: 'b', siteId: 'site-1', locale: 'en_us' })).rejects.toMatchObject({
      name: 'GatewayError',
      status: 401,
      code: 'BAD_CREDENTIALS',
      correlationId: 'cid-login',
    });
  });
});

describe('the second sign-in step (SPEC 4 one-time passcode, TOTP)', () => {
  it('sends the captcha token with the first step only', async () => {
    const { api, requests } = recordingApi({}, () => json(tokens));
    await passwordGrant(api, { username: 'ada@example.com', password: 'Secret1!', siteId: 'site-1', locale: 'en_us' }, { captchaToken: 'captcha-1' });
    await otpGrant(api, { username: 'ada@example.com', siteId: 'site-1', locale: 'en_us', otp: '123456', otp_type: 'SMS', otp_challenge: 'challenge-1' });
    expect(requests.map((request) => request.headers.get('X-HCAPTCHA-TOKEN'))).toEqual(['captcha-1', null]);
  });

  it('sends the code, its type and the challenge instead of the password, as a form the contract accepts', async () => {
    const { api, bodies } = recordingApi({}, () => json(tokens));
    await expect(
      otpGrant(api, {
        username: 'ada@example.com',
        siteId: 'site-1',
        locale: 'en_us',
        otp: '123456',
        otp_type: 'TOTP',
        otp_challenge: 'challenge-1',
        trust_device: true,
      }),
    ).resolves.toEqual(tokens);
    const sent = form(bodies[0]);
    expect(sent).toEqual({
      grant_type: 'password',
      username: 'ada@example.com',
      siteId: 'site-1',
      locale: 'en_us',
      otp: '123456',
      otp_type: 'TOTP',
      otp_challenge: 'challenge-1',
      trust_device: 'true',
    });
    expect(tokenRequestSchema.safeParse(sent).success).toBe(true);
  });
});

describe('pre-auth grant over plain fetch (SPEC 7 client credentials)', () => {
  it('posts the client-credentials form with credentials, no-cache and the site id, and resolves the access token', async () => {
    const { fetch, requests, bodies } = recordingFetch(() => json({ access_token: 'pre-1', expires_in: 300 }));
    await expect(preAuthGrant(fetch, '/api', 'site-1')).resolves.toBe('pre-1');
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${testOrigin}/api/user-auth/oauth/token?preauth=true`);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
    expect(request?.headers.get('X-SITE-ID')).toBe('site-1');
    expect(request?.headers.has('X-Requested-With')).toBe(false);
    expect(form(bodies[0])).toEqual({ grant_type: 'client_credentials', client_id: 'site-1' });
  });

  it('adds the cross-site request header when talking to /gateway/api directly', async () => {
    const { fetch, requests } = recordingFetch(() => json({ access_token: 'pre-1', expires_in: 300 }));
    await preAuthGrant(fetch, '/gateway/api', 'site-1');
    expect(requests[0]?.url).toBe(`${testOrigin}/gateway/api/user-auth/oauth/token?preauth=true`);
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("asks the deployment's pre-auth endpoint (PREAUTH_URL), query and all", async () => {
    const { fetch, requests } = recordingFetch(() => json({ access_token: 'pre-1', expires_in: 300 }));
    await expect(preAuthGrant(fetch, '/api', 'site-1', 'oauth2/token?audience=portal')).resolves.toBe('pre-1');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/oauth2/token?audience=portal`);
  });

  it('rejects a refused grant as a GatewayError with the code and correlation id', async () => {
    const { fetch } = recordingFetch(() => json({ error: 'INVALID_CLIENT' }, 401, { 'X-CID': 'cid-pre' }));
    await expect(preAuthGrant(fetch, '/api', 'site-1')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 401,
      code: 'INVALID_CLIENT',
      correlationId: 'cid-pre',
    });
  });

  it('rejects a network failure as a GatewayError with status 0', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(preAuthGrant(fetch, '/api', 'site-1')).rejects.toMatchObject({ name: 'GatewayError', status: 0 });
  });

  it('rejects an answer without an access token as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = recordingFetch(() => json({ expires_in: 300 }));
    await expect(preAuthGrant(fetch, '/api', 'site-1')).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });

  it("serves as the factory's pre-auth source: fetched once outside the instance, then sent as bearer", async () => {
    const preAuth = recordingFetch(() => json({ access_token: 'pre-1', expires_in: 300 }));
    const { api, requests } = recordingApi({ readCookie: () => undefined, fetchPreAuthToken: () => preAuthGrant(preAuth.fetch, '/api', 'site-1') }, () =>
      json(profile),
    );
    await findUser(api);
    await findUser(api);
    expect(preAuth.requests).toHaveLength(1);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer pre-1', 'Bearer pre-1']);
  });
});

describe('revoke, background check and user lookups (SPEC 7)', () => {
  it('revokes with the refresh token in the query and reads a text answer', async () => {
    const { api, requests } = recordingApi({}, () => new Response('OK'));
    await expect(revokeToken(api, 'refresh-1')).resolves.toBe('OK');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-auth/tokens/revoke?refresh_token=refresh-1`);
  });

  it('revokes without a query when there is no refresh token', async () => {
    const { api, requests } = recordingApi({}, () => new Response(''));
    await revokeToken(api);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-auth/tokens/revoke`);
  });

  it('runs the background check for the site with cookie auth', async () => {
    const { api, requests } = recordingApi({}, () => json({ passesBackgroundCheck: false }));
    await expect(backgroundCheck(api, 'site 1')).resolves.toEqual({ passesBackgroundCheck: false });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-attribute/user/background/site%201`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it('finds the signed-in user, keeping fields the screens do not read', async () => {
    const { api, requests } = recordingApi({}, () => json(profile));
    await expect(findUser(api)).resolves.toEqual(profile);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/find`);
  });

  it('finds a card holder for the concierge by e-mail', async () => {
    const { api, requests } = recordingApi({}, () => json(profile));
    await findConcierge(api, 'ada+1@example.com');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/find-concierge?email=ada%2B1%40example.com`);
  });

  it('rejects a profile without its required fields as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json({ email: 'ada@example.com' }));
    await expect(findUser(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
