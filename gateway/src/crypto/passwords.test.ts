import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64url } from './base64url';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo } from '../testing/tokenRequests';
import { pbkdf2Iterations, saltBytes } from './passwordParameters';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stays at the PBKDF2 iteration cap of Cloudflare Workers (100000)', () => {
    expect(pbkdf2Iterations).toBe(100_000);
  });

  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('Correct-Horse-1!');
    expect(stored.iterations).toBe(pbkdf2Iterations);
    expect(await verifyPassword('Correct-Horse-1!', stored)).toBe(true);
    expect(await verifyPassword('Correct-Horse-2!', stored)).toBe(false);
  });

  it('hashes with a lower count only when asked (test accounts), and verifies by the count the hash carries', async () => {
    const stored = await hashPassword('Correct-Horse-1!', 1_000);
    expect(stored.iterations).toBe(1_000);
    expect(await verifyPassword('Correct-Horse-1!', stored)).toBe(true);
    expect(await verifyPassword('Correct-Horse-1!', { ...stored, iterations: pbkdf2Iterations })).toBe(false);
    await expect(hashPassword('pw', pbkdf2Iterations + 1)).rejects.toThrow(RangeError);
    await expect(hashPassword('pw', 0)).rejects.toThrow(RangeError);
  });

  it('salts every hash with its own random 16 bytes', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(decodeBase64url(first.salt)).toHaveLength(saltBytes);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });

  it('treats a malformed or overly expensive stored hash as a mismatch', async () => {
    const stored = await hashPassword('pw');
    expect(await verifyPassword('pw', { ...stored, salt: 'not base64url!' })).toBe(false);
    expect(await verifyPassword('pw', { ...stored, iterations: pbkdf2Iterations + 1 })).toBe(false);
    expect(await verifyPassword('pw', { ...stored, iterations: 0 })).toBe(false);
  });

  it('never matches the dummy hash used for unknown users', async () => {
    expect(await verifyAgainstDummy('')).toBe(false);
    expect(await verifyAgainstDummy(demo.password)).toBe(false);
  });
});

describe('the demo seed', () => {
  let gateway: LocalGateway;
  beforeAll(async () => {
    gateway = await startLocalGateway();
  });
  afterAll(() => gateway.dispose());

  it.each([demo.cardholder, demo.concierge])('holds a hash of the demo password for %s that WebCrypto verifies', async (email) => {
    const row = await gateway.env.DB.prepare('SELECT password_hash, password_salt, password_iterations FROM users WHERE email = ?')
      .bind(email)
      .first<{ password_hash: string; password_salt: string; password_iterations: number }>();
    expect(row?.password_iterations).toBe(pbkdf2Iterations);
    const stored = { hash: row?.password_hash ?? '', salt: row?.password_salt ?? '', iterations: row?.password_iterations ?? 0 };
    expect(await verifyPassword(demo.password, stored)).toBe(true);
  });
});
