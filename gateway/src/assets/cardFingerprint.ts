// Keyed card fingerprints: find a card enrolled twice without storing its number (HMAC-SHA256 with CARD_FINGERPRINT_KEY).
import type { GatewayEnv } from '../env';

/** RFC 2104: a key shorter than the hash output weakens HMAC; the secret must hold at least 32 bytes. */
const minimumKeyBytes = 32;

/**
 * The demo seed's fingerprint key. Public on purpose: gateway/seed/demo.sql cannot know a run's secret, so its cards
 * carry `seed:` fingerprints under this key, and only outside production are they looked for (the seed is applied only
 * to local and preview databases). Compute one with `node gateway/scripts/seedFingerprint.mjs <number>`.
 */
const seedFingerprintKey = 'portal-demo-seed-card-fingerprints';

const schemes = { secret: 'hmac', seed: 'seed' } as const;

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

async function hmac(secret: string, pan: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(pan)));
  // Base64url inline rather than auth/base64url: this module has no runtime imports, so the seed script can load it.
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fingerprintSecret(env: GatewayEnv): string {
  const secret = env.CARD_FINGERPRINT_KEY;
  if (secret === undefined || new TextEncoder().encode(secret).length < minimumKeyBytes) {
    // Thrown to the request handler, which logs this and answers 500 INTERNAL_ERROR.
    throw new Error(
      `CARD_FINGERPRINT_KEY is ${secret === undefined ? 'not set' : `shorter than ${minimumKeyBytes} bytes`}: ` +
        'set it with `wrangler secret put CARD_FINGERPRINT_KEY` (locally: gateway/.dev.vars, written by npm start)',
    );
  }
  return secret;
}

/** The fingerprint stored for a newly enrolled card. */
export async function cardFingerprint(env: GatewayEnv, pan: string): Promise<string> {
  return `${schemes.secret}:${await hmac(fingerprintSecret(env), pan)}`;
}

/** The fingerprint a seeded card of this number carries. */
export async function seedCardFingerprint(pan: string): Promise<string> {
  return `${schemes.seed}:${await hmac(seedFingerprintKey, pan)}`;
}

/** Every fingerprint an enrolled card of this number may carry: the secret one, and the seed's outside production. */
export async function knownFingerprints(env: GatewayEnv, pan: string): Promise<string[]> {
  const secret = await cardFingerprint(env, pan);
  return env.ENVIRONMENT === 'production' ? [secret] : [secret, await seedCardFingerprint(pan)];
}
