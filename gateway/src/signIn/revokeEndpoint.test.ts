import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeResponseSchema, tokenResponseSchema } from '../../../src/api/contracts/auth';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, refresh, signedIn } from '../testing/tokenRequests';

const revokePath = '/gateway/api/user-auth/tokens/revoke';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

function revoke(query = '', headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(`${revokePath}${query}`, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...headers }, body: '' });
}

describe('POST user-auth/tokens/revoke', () => {
  it("revokes the refresh token's family: neither it nor its rotations refresh any more", async () => {
    const first = await signedIn(gateway);
    const rotated = tokenResponseSchema.parse(await (await refresh(gateway, first.refresh_token ?? '')).json());
    const response = await revoke(`?refresh_token=${encodeURIComponent(rotated.refresh_token ?? '')}`);
    expect(response.status).toBe(200);
    expect(revokeResponseSchema.parse(await response.json())).toEqual({ revoked: true });
    expect((await refresh(gateway, rotated.refresh_token ?? '')).status).toBe(400);
    expect((await refresh(gateway, first.refresh_token ?? '')).status).toBe(400);
  });

  it('clears the session cookies with Max-Age=0 on the paths they were set on', async () => {
    const response = await revoke();
    expect(response.headers.getSetCookie()).toEqual([
      'SESSION=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0',
      'gmap_authenticated=; Path=/; SameSite=Lax; Max-Age=0',
      'gmap_user_type=; Path=/; SameSite=Lax; Max-Age=0',
      'portal_refresh=; HttpOnly; Path=/gateway/api/user-auth/; SameSite=Strict; Max-Age=0',
      'gmap_refreshable=; Path=/; SameSite=Strict; Max-Age=0',
    ]);
  });

  it("clears the readable cookies at the issuer path of the token's site", async () => {
    await insertUser(gateway, { email: 'bank@example.com', password: 'Bank-Passw0rd!', siteId: 'localhost_demo-bank' });
    const { refresh_token: refreshToken = '' } = await signedIn(gateway, {
      username: 'bank@example.com',
      password: 'Bank-Passw0rd!',
      siteId: 'localhost_demo-bank',
    });
    const cookies = (await revoke(`?refresh_token=${encodeURIComponent(refreshToken)}`)).headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.includes('Path=/demo-bank/')).map((cookie) => cookie.split('=')[0])).toEqual([
      'gmap_authenticated',
      'gmap_user_type',
      'gmap_refreshable',
    ]);
  });

  it('uses the X-SITE-ID header for the issuer path when no refresh token is given', async () => {
    const cookies = (await revoke('', { 'X-SITE-ID': 'localhost_demo-bank' })).headers.getSetCookie();
    expect(cookies[1]).toContain('Path=/demo-bank/');
  });

  it('answers {revoked: true} for an unknown refresh token, too', async () => {
    const response = await revoke('?refresh_token=unknown');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: true });
    expect(response.headers.get('X-CID')).toBeTruthy();
  });
});
