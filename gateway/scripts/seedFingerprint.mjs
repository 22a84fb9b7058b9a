// Prints the fingerprint a seeded card carries in gateway/seed/demo.sql (the public seed key, never the secret one).
// Usage: node gateway/scripts/seedFingerprint.mjs 4111111111111111
// Same function as the gateway (gateway/src/assets/cardFingerprint.ts, loaded by Node's type stripping).
import { seedCardFingerprint } from '../src/assets/cardFingerprint.ts';

const pan = process.argv[2]?.replace(/\s/g, '');
if (!pan || !/^\d{16}$/.test(pan)) {
  console.error('usage: node gateway/scripts/seedFingerprint.mjs <16-digit demo card number>');
  process.exit(2);
}
console.log(`fingerprint: '${await seedCardFingerprint(pan)}'`);
