// Password hashing and verification: PBKDF2-HMAC-SHA256 over WebCrypto, per-user random salt, constant-time compare.
import { decodeBase64url, encodeBase64url } from './base64url';
import { derivedKeyBytes, pbkdf2Iterations, saltBytes } from './passwordParameters';
import { timingSafeEqual } from './timingSafeEqual';

/** What the users table stores: password_hash, password_salt, password_iterations. */
export interface StoredPassword {
  hash: string;
  salt: string;
  iterations: number;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, derivedKeyBytes * 8);
  return new Uint8Array(bits);
}

/**
 * Hashes with the production count unless told otherwise: only test helpers that insert accounts directly ask for a
 * lower one, which the stored hash carries, so verification follows it.
 */
export async function hashPassword(password: string, iterations: number = pbkdf2Iterations): Promise<StoredPassword> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > pbkdf2Iterations) {
    throw new RangeError(`PBKDF2 iterations must be an integer from 1 to ${pbkdf2Iterations}`);
  }
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations);
  return { hash: encodeBase64url(hash), salt: encodeBase64url(salt), iterations };
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  const salt = decodeBase64url(stored.salt);
  const expected = decodeBase64url(stored.hash);
  // A row the runtime could not evaluate (or one crafted to cost more) counts as a mismatch, not a crash.
  if (!salt || !expected || !Number.isInteger(stored.iterations) || stored.iterations < 1 || stored.iterations > pbkdf2Iterations) {
    return false;
  }
  return timingSafeEqual(await derive(password, salt, stored.iterations), expected);
}

/** Any well-formed hash of the current cost; nothing ever matches it. */
const dummy: StoredPassword = {
  hash: encodeBase64url(new Uint8Array(derivedKeyBytes)),
  salt: encodeBase64url(new Uint8Array(saltBytes)),
  iterations: pbkdf2Iterations,
};

/**
 * Does the work of one verification for an unknown user, so the answer takes as long as for a wrong password
 * and its timing does not tell whether the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, dummy);
  return false;
}
