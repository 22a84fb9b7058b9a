// Opaque random secrets (refresh tokens, client secrets) and the hashes they are stored as.
import { encodeBase64url } from './base64url';

/** 32 random bytes from the platform's CSPRNG, base64url. */
export function newOpaqueSecret(): string {
  return encodeBase64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * SHA-256, base64url. A plain hash is enough for 256-bit random values (nothing to guess), and it lets a
 * token be looked up by its hash, so the database never holds a usable token.
 */
export async function hashOpaqueSecret(secret: string): Promise<string> {
  return encodeBase64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
}
