-- Tokens of the issuer's risk vendor (SPEC 7 "A script API supplies a token for the vendor 'VAAP'", sent as vba_token
-- with the password grant): kept with the sign-in they came with, so the issuer can hand them to its vendor. 30 days.
-- Unix seconds.
CREATE TABLE risk_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id TEXT NOT NULL,
  user_id TEXT,
  vendor TEXT NOT NULL,
  token TEXT NOT NULL,
  password_accepted INTEGER NOT NULL CHECK (password_accepted IN (0, 1)),
  created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX risk_tokens_by_site_user ON risk_tokens (site_id, user_id, created_at);
