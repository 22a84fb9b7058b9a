// RFC 6238 codes for the tests, computed as an authenticator app would (HMAC-SHA-1, 6 digits, 30-second steps).
import { createHmac } from 'node:crypto';

function base32Decode(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Uint8Array.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The code of the step `offset` steps from now (0 = the current one). */
export function totpCode(secret: string, offset = 0, now = Date.now()): string {
  const counter = Math.floor(now / 1000 / 30) + offset;
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const start = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(start) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
