-- Passkeys (issue 17, part 1): WebAuthn credentials of a cardholder on their site, and the challenge of each ceremony.
-- The public key is the COSE key as the authenticator sent it (base64url); the counter only grows.
CREATE TABLE passkeys (
  credential_id TEXT PRIMARY KEY NOT NULL,
  passkey_id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports TEXT,
  device_type TEXT,
  backed_up INTEGER NOT NULL DEFAULT 0 CHECK (backed_up IN (0, 1)),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
) STRICT;
CREATE INDEX passkeys_user ON passkeys (user_id, site_id);

-- One challenge per ceremony: REGISTER for a signed-in user, SIGN_IN for anyone on a site. Spent by its first answer.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('REGISTER', 'SIGN_IN')),
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
