import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64url } from '../crypto/base64url';
import { ssoRelyingPartySchema, ssoSignInSchema } from '../../../src/api/contracts/sso';
import { tokenClaimsSchema } from '../../../src/api/contracts/auth';
import { handle } from '../handle';
import { answerOf, insertSite, postFormTo, setCookies } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, 'localhost_remote-idp', {
    site_auth_profile: { auth_mechanism: 'SSO', issuer_url: 'https://idp.example.com/saml/start?tenant=7' },
  });
  await insertSite(gateway, 'localhost_open-redirect', { site_auth_profile: { auth_mechanism: 'SSO', issuer_url: '//evil.example/login' } });
  await insertSite(gateway, 'localhost_plain-http', { site_auth_profile: { auth_mechanism: 'SSO', issuer_url: 'http://idp.example.com/' } });
  await insertSite(gateway, 'localhost_no-idp', { site_auth_profile: { auth_mechanism: 'SSO' } });
});
afterAll(() => gateway.dispose());

const ssoParameters = { client_id: 'portal-app', response_type: 'code', scope: 'openid profile', state: 'st4te-value', nonce: 'n0nce-value' };

function authorize(parameters: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(`/gateway/api/user-auth/oidc/authorize?${new URLSearchParams(parameters).toString()}`, { redirect: 'manual', headers });
}

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => postFormTo(gateway, path, fields, headers);

/** Starts SSO on a site and returns the request id the identity provider receives. */
async function requestId(parameters: Record<string, string>): Promise<string> {
  const response = await authorize({ ...ssoParameters, ...parameters });
  expect(response.status).toBe(303);
  const id = new URL(response.headers.get('Location') ?? '', 'http://localhost').searchParams.get('sso_request');
  if (!id) throw new Error('no sso_request in the redirect');
  return id;
}

const assert = (fields: Record<string, string>, headers: Record<string, string> = {}) => postForm('sso/assertion', fields, headers);

describe('starting single sign-on (user-auth/oidc/authorize, user-auth/login?init_login=true, sso/authorize)', () => {
  it("answers 303 to the site's identity provider with the request id, keeping the issuer path", async () => {
    const response = await authorize({ ...ssoParameters, siteId: 'localhost_demo-bank', locale: 'en_us' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/^\/demo-bank\/en_us\/account\/sso-simulator\/\?sso_request=[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('X-CID')).toBeTruthy();
  });

  it.each<[string, (fields: Record<string, string>) => Promise<Response>]>([
    ['POST user-auth/login?init_login=true (form)', (fields) => postForm('user-auth/login?init_login=true', fields)],
    ['POST sso/authorize (form)', (fields) => postForm('sso/authorize', fields)],
  ])('does the same for %s', async (_, send) => {
    const response = await send({ ...ssoParameters, siteId: 'localhost_sso-bank' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/^\/sso-bank\/en_us\/account\/sso-simulator\/\?sso_request=/);
  });

  it('answers a script that accepts JSON with 200 {location}', async () => {
    const response = await gateway.fetch('/gateway/api/user-auth/login?init_login=true', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...ssoParameters, siteId: 'localhost_sso-bank' }),
    });
    expect(await answerOf(response)).toEqual({
      status: 200,
      body: { location: expect.stringMatching(/^\/sso-bank\/en_us\/account\/sso-simulator\/\?sso_request=/) },
    });
  });

  it('goes to an https identity provider as configured, query kept', async () => {
    const response = await authorize({ ...ssoParameters, siteId: 'localhost_remote-idp' });
    expect(response.headers.get('Location')).toMatch(/^https:\/\/idp\.example\.com\/saml\/start\?tenant=7&sso_request=/);
  });

  it.each([
    ['a password-only site', 'localhost'],
    ['a site without issuer_url', 'localhost_no-idp'],
    ['a scheme-relative issuer_url', 'localhost_open-redirect'],
    ['a plain-http issuer_url', 'localhost_plain-http'],
  ])('answers %s with 400 SSO_NOT_AVAILABLE', async (_, siteId) => {
    expect(await answerOf(await authorize({ ...ssoParameters, siteId }))).toEqual({ status: 400, body: { error: 'SSO_NOT_AVAILABLE' } });
  });

  it('answers an unknown site with 404 SITE_NOT_FOUND', async () => {
    expect((await answerOf(await authorize({ ...ssoParameters, siteId: 'nowhere.example' }))).status).toBe(404);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no nonce', { nonce: '' }, 'nonce'],
    ['no client_id', { client_id: '' }, 'client_id'],
    ['markup in state', { state: '<script>' }, 'state'],
    ['a URL as scope', { scope: 'https://evil.example' }, 'scope'],
    ['a relative path as response_type', { response_type: '../code' }, 'response_type'],
    ['a bad locale', { locale: 'english' }, 'locale'],
    ['no site', { siteId: '' }, 'siteId'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, overrides, field) => {
    const response = await authorize({ ...ssoParameters, siteId: 'localhost_sso-bank', ...overrides });
    expect(await answerOf(response)).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });

  it("answers GET user-auth/oidc/authorize with the site only with the portal's relying-party parameters, fresh each time", async () => {
    const first = await answerOf(await authorize({ siteId: 'localhost_sso-bank', locale: 'en_us' }, { Accept: 'application/json' }));
    const second = await answerOf(await authorize({ siteId: 'localhost_sso-bank' }, { Accept: 'application/json' }));
    expect(first).toEqual({
      status: 200,
      body: { client_id: 'localhost_sso-bank', response_type: 'code', scope: 'openid', state: expect.any(String), nonce: expect.any(String) },
    });
    expect(ssoRelyingPartySchema.parse(first.body).state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.body).not.toEqual(first.body);
  });

  it.each([
    ['a password-only site', 'localhost', 400],
    ['a site without issuer_url', 'localhost_no-idp', 400],
    ['an unknown site', 'nowhere.example', 404],
  ])('gives no relying-party parameters for %s', async (_, siteId, status) => {
    expect((await authorize({ siteId })).status).toBe(status);
  });

  it('refuses user-auth/login without init_login=true', async () => {
    expect(await answerOf(await postForm('user-auth/login', { ...ssoParameters, siteId: 'localhost_sso-bank' }))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'init_login' } },
    });
  });
});

describe('the assertion (POST sso/assertion), from the simulator of local and preview runs', () => {
  it('signs an existing SSO user in, sets the session cookies and sends the browser to the profile', async () => {
    const id = await requestId({ siteId: 'localhost_sso-bank', locale: 'en_us' });
    const response = await assert({ sso_request: id, email: 'sso@example.com' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/sso-bank/en_us/account/profile/');
    const cookies = setCookies(response);
    expect(cookies.get('gmap_authenticated')).toContain('Path=/sso-bank/');
    const session = cookies.get('SESSION')?.[0]?.slice('SESSION='.length) ?? '';
    const claims = tokenClaimsSchema.parse(JSON.parse(new TextDecoder().decode(decodeBase64url(session.split('.')[1] ?? ''))));
    expect(claims).toMatchObject({ typ: 'user', site: 'localhost_sso-bank', sub: '00000000-0000-4000-8000-00000000c401' });
  });

  it('provisions an ACTIVE SSO account for an address new to the site', async () => {
    const id = await requestId({ siteId: 'localhost_demo-bank', locale: 'en_us' });
    expect((await assert({ sso_request: id, email: 'New.Federated@Example.com', first_name: 'Fede', last_name: 'Rated' })).status).toBe(303);
    const row = await gateway.env.DB.prepare(
      "SELECT user_account_status, auth_mechanism, first_name, last_name FROM users WHERE site_id = 'localhost_demo-bank' AND email = 'new.federated@example.com'",
    ).first();
    expect(row).toEqual({ user_account_status: 'ACTIVE', auth_mechanism: 'SSO', first_name: 'Fede', last_name: 'Rated' });
  });

  it('answers a script with 200 {location, tokens} and the same cookies', async () => {
    const id = await requestId({ siteId: 'localhost_sso-bank' });
    const response = await gateway.fetch('/gateway/api/sso/assertion', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ sso_request: id, email: 'sso@example.com' }),
    });
    expect(response.status).toBe(200);
    const body = ssoSignInSchema.parse(await response.json());
    expect(body.location).toBe('/sso-bank/en_us/account/profile/');
    expect(body.tokens.refresh_token).toBeTruthy();
    expect(setCookies(response).has('SESSION')).toBe(true);
  });

  it.each<[string, Record<string, string>, string]>([
    ['last_visited_path of the site', { last_visited_path: '/sso-bank/pt_br/account/edit-pan/?from=sso' }, '/sso-bank/pt_br/account/edit-pan/?from=sso'],
    [
      'redirect_uri of the site when there is no last_visited_path',
      { redirect_uri: '/sso-bank/en_us/account/cashback-statement/' },
      '/sso-bank/en_us/account/cashback-statement/',
    ],
    [
      'an absolute redirect_uri of the site origin, as its path',
      { redirect_uri: 'http://localhost/sso-bank/en_us/account/site-settings/' },
      '/sso-bank/en_us/account/site-settings/',
    ],
    ['the profile instead of another origin', { redirect_uri: 'https://evil.example/sso-bank/en_us/account/' }, '/sso-bank/en_us/account/profile/'],
    ['the profile instead of a scheme-relative path', { last_visited_path: '//evil.example/x' }, '/sso-bank/en_us/account/profile/'],
    ['the profile instead of a backslash path', { last_visited_path: '/\\evil.example/x' }, '/sso-bank/en_us/account/profile/'],
    ['the profile instead of dot segments', { last_visited_path: '/sso-bank/en_us/../../demo-bank/en_us/account/' }, '/sso-bank/en_us/account/profile/'],
    ['the profile instead of encoded separators', { last_visited_path: '/sso-bank/en_us/%2F%2Fevil.example' }, '/sso-bank/en_us/account/profile/'],
    ['the profile instead of another issuer of the host', { last_visited_path: '/demo-bank/en_us/account/profile/' }, '/sso-bank/en_us/account/profile/'],
    ['the profile in the request locale', { locale: 'pt_br' }, '/sso-bank/pt_br/account/profile/'],
  ])('sends the browser to %s', async (_, parameters, location) => {
    const id = await requestId({ siteId: 'localhost_sso-bank', ...parameters });
    expect((await assert({ sso_request: id, email: 'sso@example.com' })).headers.get('Location')).toBe(location);
  });

  it('takes a request once, and only within its time', async () => {
    const id = await requestId({ siteId: 'localhost_sso-bank' });
    expect((await assert({ sso_request: id, email: 'sso@example.com' })).status).toBe(303);
    expect(await answerOf(await assert({ sso_request: id, email: 'sso@example.com' }))).toEqual({ status: 400, body: { error: 'SSO_REQUEST_INVALID' } });
    const late = await requestId({ siteId: 'localhost_sso-bank' });
    await gateway.env.DB.prepare('UPDATE sso_requests SET expires_at = unixepoch() - 1 WHERE used_at IS NULL').run();
    expect(await answerOf(await assert({ sso_request: late, email: 'sso@example.com' }))).toEqual({ status: 400, body: { error: 'SSO_REQUEST_INVALID' } });
    expect(await answerOf(await assert({ sso_request: 'c'.repeat(43), email: 'sso@example.com' }))).toEqual({
      status: 400,
      body: { error: 'SSO_REQUEST_INVALID' },
    });
  });

  it('does not exist in production', async () => {
    const id = await requestId({ siteId: 'localhost_sso-bank' });
    const response = await handle(
      new Request('http://localhost/gateway/api/sso/assertion', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sso_request: id, email: 'sso@example.com' }),
      }),
      { ...gateway.env, ENVIRONMENT: 'production' },
    );
    expect(await answerOf(response)).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no request id', { email: 'sso@example.com' }, 'sso_request'],
    ['no e-mail', { sso_request: 'abc' }, 'email'],
    ['an e-mail without a domain', { sso_request: 'abc', email: 'sso@' }, 'email'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, fields, field) => {
    expect(await answerOf(await assert(fields))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });
});

describe("the host's session and its logout endpoint (GET sso/logout)", () => {
  const hostSession = (cookie: string) => gateway.fetch('/gateway/api/sso/host-session?siteId=localhost_sso-bank', { headers: { Cookie: cookie } });
  const logout = (query: string, cookie = '') =>
    gateway.fetch(`/gateway/api/sso/logout?${query}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

  async function signedInAtTheBank(): Promise<string> {
    const id = await requestId({ siteId: 'localhost_sso-bank' });
    const response = await assert({ sso_request: id, email: 'SSO@example.com' });
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('bank_session=')) ?? '';
    expect(set).toMatch(/^bank_session=[A-Za-z0-9_-]{43}; HttpOnly; Path=\/; SameSite=Lax; Max-Age=28800$/);
    return set.split(';')[0] ?? '';
  }

  it('keeps the person signed in at the bank after a simulator sign-in, for that site only', async () => {
    const cookie = await signedInAtTheBank();
    expect(await answerOf(await hostSession(cookie))).toEqual({ status: 200, body: { email: 'sso@example.com' } });
    expect(await answerOf(await gateway.fetch('/gateway/api/sso/host-session?siteId=localhost_demo-bank', { headers: { Cookie: cookie } }))).toEqual({
      status: 200,
      body: { email: null },
    });
    expect(await answerOf(await hostSession('bank_session=forged'))).toEqual({ status: 200, body: { email: null } });
  });

  it("ends the bank's session, expires its cookie and goes back to the page of the site it was given", async () => {
    const cookie = await signedInAtTheBank();
    const response = await logout(
      `client_id=localhost_sso-bank&post_logout_redirect_uri=${encodeURIComponent('http://localhost/sso-bank/pt_br/account/login-form/')}`,
      cookie,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/sso-bank/pt_br/account/login-form/');
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('bank_session='))).toContain('Max-Age=0');
    expect(await answerOf(await hostSession(cookie))).toEqual({ status: 200, body: { email: null } });
  });

  it.each([
    ['another origin', 'https://evil.example/sso-bank/en_us/account/login-form/'],
    ['a scheme-relative address', '//evil.example/x'],
    ["another issuer's page", '/demo-bank/en_us/account/login-form/'],
    ['nothing', ''],
  ])("goes to the site's sign-in page instead of %s, signed in at the bank or not", async (_, target) => {
    const response = await logout(`client_id=localhost_sso-bank${target ? `&post_logout_redirect_uri=${encodeURIComponent(target)}` : ''}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/sso-bank/en_us/account/login-form/');
    expect(response.headers.has('Set-Cookie')).toBe(false);
  });

  it('refuses a logout that names no site', async () => {
    expect((await answerOf(await logout('post_logout_redirect_uri=%2F'))).body).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'client_id' } });
  });
});
