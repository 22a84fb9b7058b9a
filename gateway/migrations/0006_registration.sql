-- Registration and activation (SPEC 7 "user-mgmt/user": registration, activate-token, activation-email), the
-- password history of recovery and password change (SPEC 5: differs from the last 4), and a generic counter for
-- rate limits. Times are Unix seconds.

-- The origin a site's e-mail links point to (https only); unset means the origin named by the site id's host
-- (and, in local and preview runs only, the loopback origin the request came from).
ALTER TABLE sites ADD COLUMN origin TEXT CHECK (origin IS NULL OR (origin GLOB 'https://?*' AND origin NOT GLOB '*/*/*/*'));

-- Single-use activation links, stored as SHA-256 hashes of their random token.
CREATE TABLE activation_tokens (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX activation_tokens_user ON activation_tokens (user_id);

-- Every password an account has had, newest last; the same PBKDF2 form as users.password_*.
CREATE TABLE password_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL CHECK (password_iterations > 0),
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX password_history_user ON password_history (user_id, id);

-- Fixed-window counters: key names the action and its subject (`activation-email:{userId}`).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count >= 0)
) STRICT;
