-- Accounts, refresh-token families and confidential OAuth clients (SPEC 3 "User profile", "Tokens", SPEC 7 "Authentication").
-- Times are Unix seconds (INTEGER) so expiry checks are plain comparisons.

CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  -- Stored lower-cased and trimmed; the sign-in name and the profile's primaryUserIdentifier.
  email TEXT NOT NULL CHECK (email = lower(trim(email)) AND email <> ''),
  -- PBKDF2-SHA256, base64url; the iteration count travels with the hash so it can be raised later.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL CHECK (password_iterations > 0),
  first_name TEXT,
  last_name TEXT,
  title TEXT,
  -- YYYY-MM-DD
  dob TEXT,
  gender TEXT,
  -- ACTIVE | INACTIVE (an inactive account signs in and is shown activation); more states may follow.
  user_account_status TEXT NOT NULL DEFAULT 'INACTIVE',
  role TEXT NOT NULL DEFAULT 'CARDHOLDER' CHECK (role IN ('CARDHOLDER', 'CONCIERGE')),
  mfa_enrollment_status TEXT NOT NULL DEFAULT 'NOT_ENROLLED',
  auth_mechanism TEXT NOT NULL DEFAULT 'USER_NAME_PASSWORD',
  passes_background_check INTEGER NOT NULL DEFAULT 0 CHECK (passes_background_check IN (0, 1)),
  -- Consecutive failed sign-ins; reset on success and when the account locks.
  failed_logins INTEGER NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_until INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  UNIQUE (site_id, email)
) STRICT;

-- Opaque refresh tokens, stored as SHA-256 hashes. A family is one sign-in and all its rotations:
-- presenting a spent token revokes the whole family (RFC 9700 section 4.14.2).
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  family_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;

CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Confidential clients of the client-credentials grant: they must present their secret (stored as a SHA-256
-- hash of a high-entropy value). A site's public browser client needs no row: client_id = site id, no secret.
CREATE TABLE clients (
  client_id TEXT PRIMARY KEY NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
