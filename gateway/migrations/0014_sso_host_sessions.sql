-- The simulated bank's own sessions (SPEC 7 "a logout endpoint on the host"): a sign-in at the single sign-on simulator
-- leaves the person signed in at the bank, as a real identity provider would, until the host's logout endpoint ends it.
-- The id travels in an HttpOnly cookie and is stored as its SHA-256 hash. Unix seconds.
CREATE TABLE sso_host_sessions (
  session_hash TEXT PRIMARY KEY NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
