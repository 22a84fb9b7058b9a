-- The second step of sign-in (SPEC 4, SPEC 7): passcode and TOTP challenges, recovery and check passcodes,
-- trusted devices, and the remembered result of the compromised-password check. Times are Unix seconds.

-- A challenge is handed out after a right password; the client presents it with the code, so the password is
-- never sent twice. Stored as the SHA-256 hash of its random value. kind OTP: an e-mail or SMS code (code_hash,
-- salted with the challenge value itself); kind MFA: a TOTP code.
CREATE TABLE sign_in_challenges (
  challenge_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('OTP', 'MFA')),
  -- JSON array of the channels the user may choose: EMAIL, SMS or TOTP.
  channels TEXT NOT NULL CHECK (json_valid(channels)),
  code_hash TEXT,
  code_channel TEXT CHECK (code_channel IS NULL OR code_channel IN ('EMAIL', 'SMS')),
  sends INTEGER NOT NULL DEFAULT 0 CHECK (sends >= 0),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id);

-- One live passcode per account, site and purpose (password recovery, signed-in check). The code is stored as a
-- SHA-256 hash salted with the row's random salt. A new code replaces the row; sends are rate-limited separately.
CREATE TABLE passcodes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('RECOVERY', 'CHECK')),
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()),
  PRIMARY KEY (user_id, site_id, purpose)
) STRICT;

-- Devices a user chose to trust at sign-in: the HttpOnly cookie's random value, stored as its SHA-256 hash.
CREATE TABLE trusted_devices (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);

-- Whether the current password is on the bundled common-password list (NULL: not checked yet), and when it was checked.
ALTER TABLE users ADD COLUMN password_compromised INTEGER CHECK (password_compromised IS NULL OR password_compromised IN (0, 1));
ALTER TABLE users ADD COLUMN password_checked_at INTEGER;
