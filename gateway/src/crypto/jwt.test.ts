import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../../src/api/contracts/auth';
import { decodeBase64url, encodeBase64url } from './base64url';
import { importSigningKey, signJwt, verifyJwt } from './jwt';

const secret = 'a-test-signing-key-of-at-least-32-bytes';
const now = 1_800_000_000;
const claims: TokenClaims = { sub: 'user-1', iat: now, exp: now + 900, authorities: ['localhost', 'ROLE_CARDHOLDER'], typ: 'user', site: 'localhost' };

function part(value: unknown): string {
  return encodeBase64url(new TextEncoder().encode(JSON.stringify(value)));
}

describe('HS256 access tokens', () => {
  it('round-trips the claims of a token it signed', async () => {
    const key = await importSigningKey(secret);
    const token = await signJwt(claims, key);
    expect(JSON.parse(new TextDecoder().decode(decodeBase64url(token.split('.')[0] ?? '')))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyJwt(token, key, now)).toEqual(claims);
  });

  it('refuses an expired token', async () => {
    const key = await importSigningKey(secret);
    expect(await verifyJwt(await signJwt(claims, key), key, now + 900)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const token = await signJwt(claims, await importSigningKey(`${secret}-other`));
    expect(await verifyJwt(token, await importSigningKey(secret), now)).toBeUndefined();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const key = await importSigningKey(secret);
    const [header, , signature] = (await signJwt(claims, key)).split('.');
    const forged = `${header}.${part({ ...claims, authorities: ['localhost', 'ROLE_CONCIERGE'] })}.${signature}`;
    expect(await verifyJwt(forged, key, now)).toBeUndefined();
  });

  it.each([
    ['alg none', `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`],
    ['two parts', `${part({ alg: 'HS256' })}.${part(claims)}`],
    ['garbage', 'not-a-token'],
    ['a signature that is not base64url', `${part({ alg: 'HS256' })}.${part(claims)}.***`],
  ])('refuses a malformed token: %s', async (_name, token) => {
    expect(await verifyJwt(token, await importSigningKey(secret), now)).toBeUndefined();
  });
});
