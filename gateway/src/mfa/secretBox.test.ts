import { describe, expect, it } from 'vitest';
import type { GatewayEnv } from '../env';
import { openSecret, sealSecret } from './secretBox';

const env = (key: string | undefined) => ({ TOTP_ENCRYPTION_KEY: key }) as GatewayEnv;
const key = 'k'.repeat(43);
const secret = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);

describe('TOTP secrets at rest (AES-256-GCM)', () => {
  it('opens what it sealed, for the same account and key', async () => {
    const sealed = await sealSecret(env(key), 'user-1', secret);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(await openSecret(env(key), 'user-1', sealed)).toEqual(secret);
  });

  it('seals the same secret differently each time (random IV)', async () => {
    expect(await sealSecret(env(key), 'user-1', secret)).not.toBe(await sealSecret(env(key), 'user-1', secret));
  });

  it('does not open for another account, under another key, or after tampering', async () => {
    const sealed = await sealSecret(env(key), 'user-1', secret);
    expect(await openSecret(env(key), 'user-2', sealed)).toBeUndefined();
    expect(await openSecret(env('o'.repeat(43)), 'user-1', sealed)).toBeUndefined();
    const [iv, data = ''] = sealed.split('.');
    expect(await openSecret(env(key), 'user-1', `${iv}.${data.slice(0, -2)}AA`)).toBeUndefined();
    expect(await openSecret(env(key), 'user-1', 'not-sealed')).toBeUndefined();
  });

  it.each([
    ['missing', undefined],
    ['shorter than 32 bytes', 'short'],
  ])('fails loudly when TOTP_ENCRYPTION_KEY is %s', async (_, value) => {
    await expect(sealSecret(env(value), 'user-1', secret)).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
  });
});
