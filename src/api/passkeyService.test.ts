import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey } from './passkeyService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';
import { isWhitelisted } from './whitelist';

afterEach(() => {
  vi.restoreAllMocks();
});

const passkey = { id: 'a1b2c3d4e5f60718', name: 'Work laptop', createdAt: '2026-11-27T08:00:00.000Z', lastUsedAt: null };

describe('the passkey calls', () => {
  it('lists, asks for registration options and adds with cookie auth', async () => {
    const { api, requests, bodies } = recordingApi({}, (request) =>
      request.url.endsWith('/options')
        ? json({ challenge: 'x'.repeat(43), rp: { id: 'localhost' } })
        : json(request.method === 'GET' ? { passkeys: [passkey] } : passkey, 201),
    );
    await expect(listPasskeys(api)).resolves.toEqual({ passkeys: [passkey] });
    await expect(passkeyRegistrationOptions(api)).resolves.toMatchObject({ challenge: 'x'.repeat(43), rp: { id: 'localhost' } });
    await expect(addPasskey(api, 'Work laptop', { id: 'cred', type: 'public-key' })).resolves.toEqual(passkey);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${testOrigin}/api/user-mgmt/user/passkeys`,
      `POST ${testOrigin}/api/user-mgmt/user/passkeys/options`,
      `POST ${testOrigin}/api/user-mgmt/user/passkeys`,
    ]);
    expect(requests.every((request) => request.headers.get('X-COOKIE-AUTH') === 'true')).toBe(true);
    expect(JSON.parse(bodies[2] ?? '')).toEqual({ name: 'Work laptop', credential: { id: 'cred', type: 'public-key' } });
  });

  it('removes by id and reads only the status, so an empty answer will do', async () => {
    const { api, requests } = recordingApi({}, () => new Response(null, { status: 204 }));
    await expect(removePasskey(api, 'a1b2c3d4e5f60718')).resolves.toBeUndefined();
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/passkeys/a1b2c3d4e5f60718/remove`);
  });

  it('signs in anonymously (a whitelisted call) and reads the token response', async () => {
    const { api, requests, bodies } = recordingApi({}, (request) =>
      request.url.endsWith('/options')
        ? json({ challenge: 'y'.repeat(43) })
        : json({ access_token: 'a.b.c', token_type: 'bearer', expires_in: 900, scope: 'user' }),
    );
    await passkeySignInOptions(api, 'localhost_otp-bank');
    await expect(signInWithPasskey(api, 'localhost_otp-bank', { id: 'cred' })).resolves.toMatchObject({ access_token: 'a.b.c' });
    expect(requests.map((request) => request.url)).toEqual([`${testOrigin}/api/user-auth/passkey/options`, `${testOrigin}/api/user-auth/passkey/sign-in`]);
    expect(requests.every((request) => isWhitelisted(request.url) && request.headers.get('X-COOKIE-AUTH') === null)).toBe(true);
    expect(JSON.parse(bodies[1] ?? '')).toEqual({ siteId: 'localhost_otp-bank', credential: { id: 'cred' } });
  });

  it('rejects options without a challenge as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json({ rp: { id: 'localhost' } }));
    await expect(passkeyRegistrationOptions(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
