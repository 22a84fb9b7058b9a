// Access tokens of the token service (SPEC 3 "Tokens"): HS256 JWTs signed with the TOKEN_SIGNING_KEY secret.
import type { TokenClaims } from '../../../src/api/contracts/auth';
import type { GatewayEnv } from '../env';
import { importSigningKey, signJwt, verifyJwt } from '../crypto/jwt';

/** Lifetime of user and pre-auth access tokens; also the Max-Age of the session cookies. */
export const accessTokenLifetimeSeconds = 900;

/** RFC 7518 section 3.2: an HS256 key MUST hold at least 256 bits. */
const minimumKeyBytes = 32;

let cached: { secret: string; key: Promise<CryptoKey> } | undefined;

function signingKey(env: GatewayEnv): Promise<CryptoKey> {
  const secret = env.TOKEN_SIGNING_KEY;
  if (secret === undefined || new TextEncoder().encode(secret).length < minimumKeyBytes) {
    // Thrown to the request handler, which logs this and answers 500 INTERNAL_ERROR.
    throw new Error(
      `TOKEN_SIGNING_KEY is ${secret === undefined ? 'not set' : `shorter than ${minimumKeyBytes} bytes`}: ` +
        'set it with `wrangler secret put TOKEN_SIGNING_KEY` (locally: gateway/.dev.vars, written by npm start)',
    );
  }
  if (cached?.secret !== secret) cached = { secret, key: importSigningKey(secret) };
  return cached.key;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Unix seconds as an ISO 8601 time in UTC, as the portal's own answers write times. */
export function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

export async function issueAccessToken(env: GatewayEnv, claims: Omit<TokenClaims, 'exp' | 'iat'>): Promise<string> {
  const iat = nowSeconds();
  return signJwt({ ...claims, iat, exp: iat + accessTokenLifetimeSeconds }, await signingKey(env));
}

export async function readAccessToken(env: GatewayEnv, token: string): Promise<TokenClaims | undefined> {
  return verifyJwt(token, await signingKey(env), nowSeconds());
}
