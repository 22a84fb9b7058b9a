import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../src/api/contracts/auth';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, insertUser, refresh, signedIn, signIn, tokenPath } from '../testing/tokenRequests';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertUser(gateway, { email: 'issuer@example.com', password: 'Issuer-Passw0rd!', siteId: 'localhost_demo-bank' });
});
afterAll(() => gateway.dispose());

/** Set-Cookie values by cookie name, each as its attribute list. */
function cookiesOf(response: Response): Map<string, string[]> {
  return new Map(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = '', ...attributes] = cookie.split('; ');
      return [pair.slice(0, pair.indexOf('=')), [pair, ...attributes]];
    }),
  );
}

describe('session cookies on sign-in', () => {
  it('sets __Host-SESSION to the access token: HttpOnly, Path=/, SameSite=Lax, Max-Age=expires_in, Secure over https', async () => {
    const response = await signIn(gateway, {}, { url: `https://portal.example${tokenPath}` });
    const body = tokenResponseSchema.parse(await response.clone().json());
    expect(cookiesOf(response).get('__Host-SESSION')).toEqual([
      `__Host-SESSION=${body.access_token}`,
      'HttpOnly',
      'Path=/',
      'SameSite=Lax',
      `Max-Age=${body.expires_in}`,
      'Secure',
    ]);
  });

  it('sets the readable gmap_authenticated and gmap_user_type with the same Max-Age, not HttpOnly', async () => {
    const cookies = cookiesOf(await signIn(gateway, {}, { url: `https://portal.example${tokenPath}` }));
    expect(cookies.get('gmap_authenticated')).toEqual(['gmap_authenticated=true', 'Path=/', 'SameSite=Lax', 'Max-Age=900', 'Secure']);
    expect(cookies.get('gmap_user_type')).toEqual(['gmap_user_type=CARDHOLDER', 'Path=/', 'SameSite=Lax', 'Max-Age=900', 'Secure']);
  });

  it('marks a concierge as gmap_user_type=CONCIERGE', async () => {
    const cookies = cookiesOf(await signIn(gateway, { username: demo.concierge }));
    expect(cookies.get('gmap_user_type')?.[0]).toBe('gmap_user_type=CONCIERGE');
  });

  it("gives a concierge's session gmap_support_details: its support reference, readable, at the root, as long as the session", async () => {
    const response = await signIn(gateway, { username: demo.concierge }, { url: `https://portal.example${tokenPath}` });
    const support = cookiesOf(response).get('gmap_support_details');
    expect(support).toEqual([expect.stringMatching(/^gmap_support_details=S-[0-9A-F]{10}$/), 'Path=/', 'SameSite=Lax', 'Max-Age=86400', 'Secure']);
    // The same reference for the whole session: a refresh keeps it.
    const refreshToken = tokenResponseSchema.parse(await response.json()).refresh_token ?? '';
    expect(cookiesOf(await refresh(gateway, refreshToken)).get('gmap_support_details')?.[0]).toBe(support?.[0]);
    // A new session, a new reference.
    expect(cookiesOf(await signIn(gateway, { username: demo.concierge })).get('gmap_support_details')?.[0]).not.toBe(support?.[0]);
  });

  it('gives a cardholder no support details', async () => {
    expect(cookiesOf(await signIn(gateway)).has('gmap_support_details')).toBe(false);
  });

  it("expires a concierge's support details at logout, and leaves a cardholder's cookies alone", async () => {
    const revoke = async (username: string) => {
      const token = (await signedIn(gateway, { username })).access_token;
      return cookiesOf(await gateway.fetch('/gateway/api/user-auth/tokens/revoke', { method: 'POST', headers: { Cookie: `SESSION=${token}` } }));
    };
    expect((await revoke(demo.concierge)).get('gmap_support_details')).toEqual(['gmap_support_details=', 'Path=/', 'SameSite=Lax', 'Max-Age=0']);
    expect((await revoke(demo.cardholder)).has('gmap_support_details')).toBe(false);
  });

  it('leaves Secure off for plain http on localhost', async () => {
    const response = await signIn(gateway, {}, { url: `http://localhost:8787${tokenPath}` });
    expect(response.headers.getSetCookie()).toHaveLength(5);
    for (const cookie of response.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
  });

  it("keeps the refresh token in an HttpOnly, SameSite=Strict cookie at the token path, and out of a browser's token answer", async () => {
    const response = await signIn(gateway, {}, { url: `https://portal.example${tokenPath}`, headers: { Origin: 'https://portal.example' } });
    const body: unknown = await response.clone().json();
    expect(body).not.toHaveProperty('refresh_token');
    const cookies = cookiesOf(response);
    expect(cookies.get('__Secure-portal_refresh')).toEqual([
      expect.stringMatching(/^__Secure-portal_refresh=[\w-]{20,}$/),
      'HttpOnly',
      'Path=/gateway/api/user-auth/',
      'SameSite=Strict',
      'Max-Age=86400',
      'Secure',
    ]);
    expect(cookies.get('gmap_refreshable')).toEqual(['gmap_refreshable=true', 'Path=/', 'SameSite=Strict', 'Max-Age=86400', 'Secure']);
  });

  it('answers the refresh token in the body to a client that is not a browser (no Origin)', async () => {
    const body = tokenResponseSchema.parse(await (await signIn(gateway, {}, { url: `https://portal.example${tokenPath}` })).json());
    expect(body.refresh_token).toMatch(/^[\w-]{20,}$/);
  });

  it("puts the readable cookies at the issuer path for 'localhost_demo-bank' and SESSION at the root", async () => {
    const cookies = cookiesOf(await signIn(gateway, { username: 'issuer@example.com', password: 'Issuer-Passw0rd!', siteId: 'localhost_demo-bank' }));
    expect(cookies.get('SESSION')).toContain('Path=/');
    expect(cookies.get('gmap_authenticated')).toContain('Path=/demo-bank/');
    expect(cookies.get('gmap_user_type')).toContain('Path=/demo-bank/');
  });

  it('sets the cookies again on refresh, for the new access token', async () => {
    const first = await signedIn(gateway);
    const response = await refresh(gateway, first.refresh_token ?? '');
    const body = tokenResponseSchema.parse(await response.clone().json());
    expect(cookiesOf(response).get('SESSION')?.[0]).toBe(`SESSION=${body.access_token}`);
    expect(cookiesOf(response).get('gmap_authenticated')).toContain('Max-Age=900');
  });
});
