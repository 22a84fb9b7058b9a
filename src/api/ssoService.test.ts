import { describe, expect, it } from 'vitest';
import { ssoAuthorizeRequestSchema } from './contracts/sso';
import { postSsoAssertion, startSso } from './ssoService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const parameters = {
  siteId: 'localhost_sso-bank',
  locale: 'en_us',
  client_id: 'app',
  response_type: 'code',
  scope: 'openid profile',
  state: 'st',
  nonce: 'nn',
  last_visited_path: '/sso-bank/en_us/account/edit-pan/',
};
const form = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body));

describe('single sign-on calls (SPEC 7 user-auth/login, user-auth/oidc/authorize, SSO assertion)', () => {
  it('starts sign-on with a form to the SSO authorize endpoint in the current flow, whitelisted, and reads where to go', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ location: '/sso-bank/en_us/account/sso-simulator/?sso_request=r1' }));
    await expect(startSso(api, parameters, 'current')).resolves.toEqual({ location: '/sso-bank/en_us/account/sso-simulator/?sso_request=r1' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/sso/authorize`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(ssoAuthorizeRequestSchema.parse(form(bodies[0]))).toEqual(parameters);
  });

  it("starts the current flow at the deployment's SSO authorize endpoint (SSO_AUTHORIZE_URL)", async () => {
    const { api, requests } = recordingApi({}, () => json({ location: 'https://idp.bank.example/authorize?x=1' }));
    await startSso(api, parameters, 'current', { ssoAuthorize: 'bank/sso/start' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/bank/sso/start`);
  });

  it('starts sign-on with a form to user-auth/login?init_login=true in the legacy flow, whitelisted, and reads where to go', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ location: '/sso-bank/en_us/account/sso-simulator/?sso_request=r1' }));
    await expect(startSso(api, parameters, 'legacy')).resolves.toEqual({ location: '/sso-bank/en_us/account/sso-simulator/?sso_request=r1' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-auth/login?init_login=true`);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(ssoAuthorizeRequestSchema.parse(form(bodies[0]))).toEqual(parameters);
  });

  it('posts the assertion as JSON, whitelisted, and reads the landing location and tokens', async () => {
    const answer = { location: '/sso-bank/en_us/account/profile/', tokens: { access_token: 'a', expires_in: 900, refresh_token: 'r', token_type: 'bearer' } };
    const { api, requests, bodies } = recordingApi({}, () => json(answer));
    await expect(postSsoAssertion(api, { sso_request: 'r1', email: 'sso@example.com' })).resolves.toEqual(answer);
    expect(requests[0]?.url).toBe(`${testOrigin}/api/sso/assertion`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ sso_request: 'r1', email: 'sso@example.com' });
  });

  it('rejects an unknown request id with SSO_REQUEST_INVALID', async () => {
    const { api } = recordingApi({}, () => json({ error: 'SSO_REQUEST_INVALID' }, 400));
    await expect(postSsoAssertion(api, { sso_request: 'r1', email: 'sso@example.com' })).rejects.toMatchObject({ code: 'SSO_REQUEST_INVALID' });
  });
});
