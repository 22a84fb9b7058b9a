// Parameters of password hashing (PBKDF2-HMAC-SHA256), shared by the gateway and gateway/scripts/hashPassword.mjs.
// This file imports nothing so Node can load it directly (type stripping) from the script.

/**
 * The highest count Cloudflare's runtime accepts in one PBKDF2 call. workerd's limit enforcer refuses more in
 * production ("Pbkdf2 failed: iteration counts above 100000 are not supported", DEFAULT_MAX_PBKDF2_ITERATIONS in
 * workerd src/workerd/io/limit-enforcer.h; cloudflare/workerd#1346). Measured: the local workerd of wrangler
 * 4.164.0 (workerd 1.20261117.1) does not enforce the cap (600000 succeeded), so going above it would pass every
 * local test and break every sign-in in production. OWASP asks for 600000; Workers cannot give it.
 */
export const pbkdf2Iterations = 100_000;

/** Per-user random salt. */
export const saltBytes = 16;

/** Derived key length: one SHA-256 block. */
export const derivedKeyBytes = 32;
