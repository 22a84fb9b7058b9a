-- TOTP multi-factor credentials (RFC 6238; SPEC 7 mfa/totp). The shared secret is stored encrypted (AES-256-GCM
-- with the TOTP_ENCRYPTION_KEY secret, bound to the user id). PENDING after setup, ENROLLED once a code proved it.
CREATE TABLE totp_credentials (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  secret_ciphertext TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ENROLLED')),
  -- The last 30-second step whose code was accepted: a code is never accepted twice.
  last_used_step INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  enrolled_at INTEGER
) STRICT;
