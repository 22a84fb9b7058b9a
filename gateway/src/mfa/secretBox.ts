// Encryption of TOTP secrets at rest: AES-256-GCM under the TOTP_ENCRYPTION_KEY secret, bound to the account, so
// a database copy alone yields no usable secret and a ciphertext moved to another account does not decrypt.
import { decodeBase64url, encodeBase64url } from '../crypto/base64url';
import type { GatewayEnv } from '../env';

const minimumKeyBytes = 32;
const ivBytes = 12;

let cached: { secret: string; key: Promise<CryptoKey> } | undefined;

function encryptionKey(env: GatewayEnv): Promise<CryptoKey> {
  const secret = env.TOTP_ENCRYPTION_KEY;
  if (secret === undefined || new TextEncoder().encode(secret).length < minimumKeyBytes) {
    // Thrown to the request handler, which logs this and answers 500 INTERNAL_ERROR.
    throw new Error(
      `TOTP_ENCRYPTION_KEY is ${secret === undefined ? 'not set' : `shorter than ${minimumKeyBytes} bytes`}: ` +
        'set it with `wrangler secret put TOTP_ENCRYPTION_KEY` (locally: gateway/.dev.vars, written by npm start)',
    );
  }
  if (cached?.secret !== secret) {
    // The secret is random text of at least 32 bytes; its SHA-256 is a uniformly spread 256-bit AES key.
    const key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((digest) => crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']));
    cached = { secret, key };
  }
  return cached.key;
}

/** `{iv}.{ciphertext}`, base64url. */
export async function sealSecret(env: GatewayEnv, userId: string, secret: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, await encryptionKey(env), secret);
  return `${encodeBase64url(iv)}.${encodeBase64url(sealed)}`;
}

/** Undefined when the text was not sealed for this account under the current key. */
export async function openSecret(env: GatewayEnv, userId: string, sealed: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [ivText = '', dataText = ''] = sealed.split('.');
  const iv = decodeBase64url(ivText);
  const data = decodeBase64url(dataText);
  if (!iv || !data || iv.length !== ivBytes) return undefined;
  try {
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, await encryptionKey(env), data);
    return new Uint8Array(opened);
  } catch {
    return undefined;
  }
}
