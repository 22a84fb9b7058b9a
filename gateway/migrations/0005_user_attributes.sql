-- Per-site attributes of an account (SPEC 3 "Registration and profile attribute keys", SPEC 7 "user-attribute"):
-- phone, national id, address, opt-ins, locale and the like, as text keyed by attribute name. The columns of
-- `users` hold the SPEC 3 profile; everything else a site collects lives here.
CREATE TABLE user_attributes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  -- Structured values (address, opt-in lists) are stored as JSON text.
  value TEXT NOT NULL CHECK (length(value) <= 8000),
  updated_at INTEGER NOT NULL DEFAULT (unixepoch()),
  PRIMARY KEY (user_id, site_id, key)
) STRICT;
