import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBase64url, encodeBase64url } from '../crypto/base64url';
import { errorBodySchema, tokenClaimsSchema, tokenResponseSchema } from '../../../src/api/contracts/auth';
import { handle } from '../handle';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { hashOpaqueSecret } from '../crypto/opaqueSecrets';
import { ageSpentRefreshTokens, demo, insertUser, postTokenForm, refresh, signedIn, signIn, tokenPath } from '../testing/tokenRequests';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

function claimsOf(accessToken: string) {
  return tokenClaimsSchema.parse(JSON.parse(new TextDecoder().decode(decodeBase64url(accessToken.split('.')[1] ?? ''))));
}

describe('password grant', () => {
  it('signs the demo cardholder in with a user token for the site and ROLE_CARDHOLDER', async () => {
    const response = await signIn(gateway);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-CID')).toMatch(/^[0-9a-f-]{36}$/);
    const body = tokenResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, scope: 'user' });
    expect(body.refresh_token).toBeTruthy();
    const claims = claimsOf(body.access_token);
    expect(claims).toMatchObject({ typ: 'user', site: 'localhost', authorities: ['localhost', 'ROLE_CARDHOLDER'] });
    expect(claims.exp - (claims.iat ?? 0)).toBe(900);
  });

  it('signs the demo concierge in with ROLE_CONCIERGE', async () => {
    const body = await signedIn(gateway, { username: demo.concierge });
    expect(claimsOf(body.access_token).authorities).toEqual(['localhost', 'ROLE_CONCIERGE']);
  });

  it('accepts the user name in any letter case and with surrounding spaces', async () => {
    expect((await signIn(gateway, { username: '  Demo@Example.COM ' })).status).toBe(200);
  });

  it('accepts and ignores the OTP, device-trust and VBA fields', async () => {
    const response = await postTokenForm(gateway, {
      grant_type: 'password',
      username: demo.cardholder,
      password: demo.password,
      siteId: demo.siteId,
      locale: 'en_us',
      otp: '123456',
      otp_type: 'EMAIL',
      trust_device: 'true',
      vba_token: 'vba',
    });
    expect(response.status).toBe(200);
  });

  it('signs an INACTIVE account in (the site shows activation)', async () => {
    await insertUser(gateway, { email: 'inactive@example.com', password: 'Inactive-1!', status: 'INACTIVE' });
    expect((await signIn(gateway, { username: 'inactive@example.com', password: 'Inactive-1!' })).status).toBe(200);
  });

  it('does not sign a user in on another site than their own', async () => {
    const response = await signIn(gateway, { siteId: 'localhost_demo-bank' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'BAD_CREDENTIALS' });
  });
});

describe('client-credentials grant (pre-auth)', () => {
  it("issues a pre-auth token for a site's public client, with [siteId] only and no cookies", async () => {
    const response = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'localhost_demo-bank' }, { url: `${tokenPath}?preauth=true` });
    expect(response.status).toBe(200);
    const body = tokenResponseSchema.parse(await response.json());
    expect(body.refresh_token).toBeUndefined();
    expect(claimsOf(body.access_token)).toMatchObject({ typ: 'preauth', authorities: ['localhost_demo-bank'], site: 'localhost_demo-bank' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an unknown client id', async () => {
    const response = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'unknown.example' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'INVALID_CLIENT' });
  });

  it('refuses a secret from a public client', async () => {
    const response = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'localhost', client_secret: 'guess' });
    expect(response.status).toBe(400);
  });

  it('makes a confidential client present its secret', async () => {
    const secret = crypto.randomUUID();
    const secretHash = encodeBase64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
    await gateway.env.DB.prepare('INSERT INTO clients (client_id, site_id, secret_hash) VALUES (?, ?, ?)').bind('partner-app', 'localhost', secretHash).run();
    const grant = (fields: Record<string, string>) => postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'partner-app', ...fields });
    expect((await grant({})).status).toBe(400);
    expect((await grant({ client_secret: 'wrong' })).status).toBe(400);
    const accepted = await grant({ client_secret: secret });
    expect(accepted.status).toBe(200);
    expect(claimsOf(tokenResponseSchema.parse(await accepted.json()).access_token).authorities).toEqual(['localhost']);
  });
});

describe('refresh grant', () => {
  it('rotates: each refresh returns a new refresh token and the old one stops working', async () => {
    const first = await signedIn(gateway);
    const rotated = await refresh(gateway, first.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    expect(rotated.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'SESSION',
      'gmap_authenticated',
      'gmap_user_type',
      'portal_refresh',
      'gmap_refreshable',
    ]);
    const second = tokenResponseSchema.parse(await rotated.json());
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token)).toMatchObject({ typ: 'user', authorities: ['localhost', 'ROLE_CARDHOLDER'] });
    expect((await refresh(gateway, second.refresh_token ?? '')).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await signedIn(gateway);
    const second = tokenResponseSchema.parse(await (await refresh(gateway, first.refresh_token ?? '')).json());

    await ageSpentRefreshTokens(gateway);
    const replay = await refresh(gateway, first.refresh_token ?? '');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'INVALID_GRANT' });
    // The newer token, issued to whoever rotated first, is revoked with its family.
    const newer = await refresh(gateway, second.refresh_token ?? '');
    expect(newer.status).toBe(400);
    expect(await newer.json()).toEqual({ error: 'INVALID_GRANT' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a spent refresh token was presented again'));
  });

  it('rotates again for a token spent within the last 30 seconds (its answer was lost), without revoking anything', async () => {
    const first = await signedIn(gateway);
    const lost = tokenResponseSchema.parse(await (await refresh(gateway, first.refresh_token ?? '')).json());
    const again = await refresh(gateway, first.refresh_token ?? '');
    expect(again.status).toBe(200);
    const fresh = tokenResponseSchema.parse(await again.json());
    expect((await refresh(gateway, fresh.refresh_token ?? '')).status).toBe(200);
    expect(lost.refresh_token).not.toBe(fresh.refresh_token);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const victim = await signedIn(gateway);
    const other = await signedIn(gateway);
    await refresh(gateway, victim.refresh_token ?? '');
    await ageSpentRefreshTokens(gateway);
    expect((await refresh(gateway, victim.refresh_token ?? '')).status).toBe(400);
    expect((await refresh(gateway, other.refresh_token ?? '')).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'no-such-token', demo.siteId],
    ['a token of another site', undefined, 'localhost_demo-bank'],
  ])('answers INVALID_GRANT for %s', async (_name, token, siteId) => {
    const refreshToken = token ?? (await signedIn(gateway)).refresh_token ?? '';
    const response = await refresh(gateway, refreshToken, siteId);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'INVALID_GRANT' });
  });

  it('answers INVALID_GRANT for an expired token', async () => {
    const { refresh_token: refreshToken = '' } = await signedIn(gateway);
    await gateway.env.DB.prepare('UPDATE refresh_tokens SET expires_at = unixepoch() - 1 WHERE token_hash = ?')
      .bind(await hashOpaqueSecret(refreshToken))
      .run();
    expect((await refresh(gateway, refreshToken)).status).toBe(400);
  });
});

describe('malformed token requests', () => {
  const password = { grant_type: 'password', username: demo.cardholder, password: demo.password, siteId: demo.siteId };

  it.each([
    ['grant_type', { username: demo.cardholder, password: demo.password, siteId: demo.siteId }],
    ['grant_type', { ...password, grant_type: 'authorization_code' }],
    ['username', { ...password, username: '' }],
    ['password', { grant_type: 'password', username: demo.cardholder, siteId: demo.siteId }],
    ['siteId', { grant_type: 'password', username: demo.cardholder, password: demo.password }],
    ['siteId', { ...password, siteId: '../etc' }],
    ['refresh_token', { grant_type: 'refresh_token', refresh_token: 'x'.repeat(513), siteId: demo.siteId }],
    ['siteId', { grant_type: 'refresh_token', refresh_token: 'x' }],
    ['client_id', { grant_type: 'client_credentials' }],
  ])('answers 400 INVALID_REQUEST naming %s', async (field, fields) => {
    const response = await postTokenForm(gateway, fields);
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error).toBe('INVALID_REQUEST');
    expect(body.details).toEqual({ field });
    expect(body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 400 INVALID_REQUEST naming Content-Type for a JSON body', async () => {
    const response = await gateway.fetch(tokenPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(password),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'Content-Type' } });
  });

  it('answers 405 to a GET', async () => {
    expect((await gateway.fetch(tokenPath)).status).toBe(405);
  });
});

describe('signing key', () => {
  it('answers 500 INTERNAL_ERROR and logs why when TOKEN_SIGNING_KEY is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { TOKEN_SIGNING_KEY: _unused, ...withoutKey } = gateway.env;
    const request = new Request(`http://localhost${tokenPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'localhost' }),
    });
    const response = await handle(request, withoutKey);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'INTERNAL_ERROR' });
    expect(String(log.mock.calls[0]?.[1])).toContain('TOKEN_SIGNING_KEY is not set');
  });
});
