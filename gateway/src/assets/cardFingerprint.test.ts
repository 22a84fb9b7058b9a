import { describe, expect, it } from 'vitest';
import { cardFingerprint, knownFingerprints, seedCardFingerprint } from './cardFingerprint';

const env = (key: string | undefined, environment = 'local') => ({
  DB: undefined as unknown as D1Database,
  ENVIRONMENT: environment,
  ...(key === undefined ? {} : { CARD_FINGERPRINT_KEY: key }),
});
const keyA = 'a-fingerprint-key-of-at-least-32-bytes';
const keyB = 'another-fingerprint-key-of-32-bytes!';

describe('card fingerprints', () => {
  it('are stable for a number and key, and differ between numbers and between keys', async () => {
    const first = await cardFingerprint(env(keyA), '4111111111111111');
    expect(first).toMatch(/^hmac:[A-Za-z0-9_-]{43}$/);
    expect(await cardFingerprint(env(keyA), '4111111111111111')).toBe(first);
    expect(await cardFingerprint(env(keyA), '4242424242424242')).not.toBe(first);
    expect(await cardFingerprint(env(keyB), '4111111111111111')).not.toBe(first);
    expect(first).not.toContain('1111');
  });

  it('give the seed scheme under the public seed key', async () => {
    expect(await seedCardFingerprint('4111111111111111')).toBe('seed:Bi0BgiJ5tIlSpYcXqMqTHAyRwoKdgpKTJ5W0jtDQh-A');
  });

  it('are looked for under both schemes outside production, the secret one only in production', async () => {
    expect(await knownFingerprints(env(keyA), '4111111111111111')).toEqual([
      await cardFingerprint(env(keyA), '4111111111111111'),
      await seedCardFingerprint('4111111111111111'),
    ]);
    expect(await knownFingerprints(env(keyA, 'production'), '4111111111111111')).toHaveLength(1);
  });

  it.each([
    ['is missing', undefined, 'CARD_FINGERPRINT_KEY is not set'],
    ['is shorter than 32 bytes', 'short', 'CARD_FINGERPRINT_KEY is shorter than 32 bytes'],
  ])('fail loudly when the key %s', async (_name, key, message) => {
    await expect(cardFingerprint(env(key), '4111111111111111')).rejects.toThrow(message);
  });
});
