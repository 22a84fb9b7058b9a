import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundCheckSchema } from '../../../src/api/contracts/auth';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, postTokenForm, signedIn } from '../testing/tokenRequests';
import { importSigningKey, signJwt } from '../crypto/jwt';

const backgroundPath = (siteId: string) => `/gateway/api/user-attribute/user/background/${siteId}`;

let gateway: LocalGateway;
let accessToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway();
  accessToken = (await signedIn(gateway)).access_token;
});
afterAll(() => gateway.dispose());

function get(path: string, headers: Record<string, string>): Promise<Response> {
  return gateway.fetch(path, { headers });
}

describe('GET user-attribute/user/background/{siteId}', () => {
  it('answers passesBackgroundCheck for a bearer user token of the site', async () => {
    const response = await get(backgroundPath('localhost'), { Authorization: `Bearer ${accessToken}` });
    expect(response.status).toBe(200);
    expect(backgroundCheckSchema.parse(await response.json())).toEqual({ passesBackgroundCheck: true });
  });

  it('reads the token from the SESSION cookie when X-COOKIE-AUTH is true', async () => {
    const response = await get(backgroundPath('localhost'), { 'X-COOKIE-AUTH': 'true', Cookie: `gmap_authenticated=true; SESSION=${accessToken}` });
    expect(response.status).toBe(200);
  });

  it.each([
    ['an account not activated yet', 'inactive.check@example.com', 'INACTIVE', true, false],
    ['an active account the programme holds back', 'held.check@example.com', 'ACTIVE', false, false],
    ['an account not activated and held back', 'pending@example.com', 'INACTIVE', false, false],
    ['an active account nobody holds back', 'active.check@example.com', 'ACTIVE', true, true],
  ] as const)('answers passesBackgroundCheck for %s', async (_name, email, status, passes, expected) => {
    await insertUser(gateway, { email, password: 'Pending-Passw0rd!', passesBackgroundCheck: passes, status });
    const token = (await signedIn(gateway, { username: email, password: 'Pending-Passw0rd!' })).access_token;
    const response = await get(backgroundPath('localhost'), { Authorization: `Bearer ${token}` });
    expect(await response.json()).toEqual({ passesBackgroundCheck: expected });
  });

  it("answers 403 FORBIDDEN for a site outside the token's authorities", async () => {
    const response = await get(backgroundPath('localhost_demo-bank'), { Authorization: `Bearer ${accessToken}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it('answers 401 UNAUTHORIZED for a token whose user no longer exists (the session went with the user)', async () => {
    const id = await insertUser(gateway, { email: 'gone@example.com', password: 'Gone-Passw0rd!' });
    const token = (await signedIn(gateway, { username: 'gone@example.com', password: 'Gone-Passw0rd!' })).access_token;
    await gateway.env.DB.prepare('DELETE FROM users WHERE id = ?').bind(id).run();
    const answer = await get(backgroundPath('localhost'), { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: 'UNAUTHORIZED' });
  });
});

describe('authentication of user endpoints', () => {
  async function forgedToken(secret: string, expiresIn: number, typ: 'user' | 'preauth' = 'user'): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '00000000-0000-4000-8000-00000000c001',
      iat: now,
      exp: now + expiresIn,
      authorities: ['localhost', 'ROLE_CARDHOLDER'],
      typ,
      site: 'localhost',
    };
    return signJwt(claims, await importSigningKey(secret));
  }

  it.each([
    ['no token at all', async () => ({})],
    ['X-COOKIE-AUTH without a SESSION cookie', async () => ({ 'X-COOKIE-AUTH': 'true', Authorization: `Bearer ${accessToken}` })],
    ['a token signed with another key', async () => ({ Authorization: `Bearer ${await forgedToken('another-key-of-at-least-32-bytes-length', 900)}` })],
    ['an expired token', async () => ({ Authorization: `Bearer ${await forgedToken(gateway.env.TOKEN_SIGNING_KEY ?? '', -1)}` })],
    ['a pre-auth token', async () => ({ Authorization: `Bearer ${await forgedToken(gateway.env.TOKEN_SIGNING_KEY ?? '', 900, 'preauth')}` })],
    ['a malformed Authorization header', async () => ({ Authorization: accessToken })],
  ])('answers 401 UNAUTHORIZED for %s', async (_name, headers) => {
    const response = await get(backgroundPath('localhost'), await headers());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'UNAUTHORIZED' });
  });

  it('answers 401 for the pre-auth token the client-credentials grant issues', async () => {
    const grant = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'localhost' });
    const { access_token: preAuth } = await grant.json<{ access_token: string }>();
    expect((await get(backgroundPath('localhost'), { Authorization: `Bearer ${preAuth}` })).status).toBe(401);
  });
});
