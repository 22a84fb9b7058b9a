import { describe, expect, it } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32';

describe('base32 (RFC 4648 section 10 test vectors, without padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s and back', (text, encoded) => {
    expect(encodeBase32(new TextEncoder().encode(text))).toBe(encoded);
    expect(new TextDecoder().decode(decodeBase32(encoded))).toBe(text);
  });

  it('reads lower case, spaces and padding', () => {
    expect(new TextDecoder().decode(decodeBase32('mzxw 6ytb oi======'))).toBe('foobar');
  });

  it('refuses characters outside the alphabet', () => {
    expect(decodeBase32('MZXW1')).toBeUndefined();
  });

  it('round-trips random 20-byte secrets', () => {
    for (let round = 0; round < 50; round += 1) {
      const secret = crypto.getRandomValues(new Uint8Array(20));
      expect(decodeBase32(encodeBase32(secret))).toEqual(secret);
    }
  });
});
