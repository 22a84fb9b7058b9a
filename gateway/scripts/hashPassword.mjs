// Prints the stored form of a password (PBKDF2-HMAC-SHA256, random 16-byte salt) for the users table, e.g. the demo seed.
// Usage: node gateway/scripts/hashPassword.mjs 'Demo-Passw0rd!'
// Same parameters as the gateway (gateway/src/crypto/passwordParameters.ts, loaded by Node's type stripping), and
// the same base64url encoding, so the gateway's WebCrypto verification accepts what this prints.
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { derivedKeyBytes, pbkdf2Iterations, saltBytes } from '../src/crypto/passwordParameters.ts';

const password = process.argv[2];
if (!password) {
  console.error("usage: node gateway/scripts/hashPassword.mjs '<password>'");
  process.exit(2);
}
const salt = randomBytes(saltBytes);
const hash = pbkdf2Sync(password, salt, pbkdf2Iterations, derivedKeyBytes, 'sha256');
console.log(`password_hash:       '${hash.toString('base64url')}'`);
console.log(`password_salt:       '${salt.toString('base64url')}'`);
console.log(`password_iterations: ${pbkdf2Iterations}`);
