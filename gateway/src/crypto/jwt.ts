// JSON Web Tokens signed with HMAC-SHA256 (RFC 7519, RFC 7518 "HS256") over WebCrypto: sign and verify.
import { tokenClaimsSchema, type TokenClaims } from '../../../src/api/contracts/auth';
import { decodeBase64url, encodeBase64url } from './base64url';

const header = encodeBase64url(new TextEncoder().encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

export function importSigningKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function signJwt(claims: TokenClaims, key: CryptoKey): Promise<string> {
  const signingInput = `${header}.${encodeBase64url(new TextEncoder().encode(JSON.stringify(claims)))}`;
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signingInput));
  return `${signingInput}.${encodeBase64url(signature)}`;
}

function parseJson(part: string): unknown {
  const bytes = decodeBase64url(part);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The claims of a well-signed, unexpired HS256 token; undefined for anything else. */
export async function verifyJwt(token: string, key: CryptoKey, nowSeconds: number): Promise<TokenClaims | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [encodedHeader = '', payload = '', encodedSignature = ''] = parts;
  // Only our one algorithm: a token naming 'none' or another algorithm is refused before anything else.
  const parsedHeader = parseJson(encodedHeader);
  if (typeof parsedHeader !== 'object' || parsedHeader === null || !('alg' in parsedHeader) || parsedHeader.alg !== 'HS256') {
    return undefined;
  }
  const signature = decodeBase64url(encodedSignature);
  if (!signature) return undefined;
  // WebCrypto's verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(`${encodedHeader}.${payload}`));
  if (!valid) return undefined;
  const claims = tokenClaimsSchema.safeParse(parseJson(payload));
  if (!claims.success || claims.data.exp <= nowSeconds) return undefined;
  return claims.data;
}
