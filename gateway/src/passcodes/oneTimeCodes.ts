// Six-digit one-time passcodes: drawn uniformly from the platform's CSPRNG, stored only as salted hashes.
import { hashOpaqueSecret } from '../crypto/opaqueSecrets';
import { timingSafeEqual } from '../crypto/timingSafeEqual';

const codeSpace = 1_000_000;
// The largest multiple of the code space below 2^32: values above it are drawn again, so every code is equally likely.
const unbiasedLimit = Math.floor(0x1_0000_0000 / codeSpace) * codeSpace;

export function newPasscode(): string {
  const value = new Uint32Array(1);
  do {
    crypto.getRandomValues(value);
  } while ((value[0] ?? unbiasedLimit) >= unbiasedLimit);
  return String((value[0] ?? 0) % codeSpace).padStart(6, '0');
}

/** SHA-256 of salt and code. The salt of a sign-in code is its challenge, which only the client holds. */
export function hashPasscode(salt: string, code: string): Promise<string> {
  return hashOpaqueSecret(`${salt}:${code}`);
}

export async function passcodeMatches(salt: string, code: string, storedHash: string): Promise<boolean> {
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(await hashPasscode(salt, code)), encoder.encode(storedHash));
}
