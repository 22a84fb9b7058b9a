-- hCaptcha secrets per site (SPEC 3 captcha settings; the site key is public site config, the secret never is) and
-- the short-lived single sign-on requests of user-auth/oidc/authorize and user-auth/login (SPEC 7). Unix seconds.

CREATE TABLE captcha_secrets (
  site_id TEXT PRIMARY KEY NOT NULL REFERENCES sites (site_id),
  secret TEXT NOT NULL CHECK (secret <> ''),
  updated_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;

-- A request id travels to the identity provider and back; stored as its SHA-256 hash, single use.
CREATE TABLE sso_requests (
  request_hash TEXT PRIMARY KEY NOT NULL,
  site_id TEXT NOT NULL REFERENCES sites (site_id),
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]_[a-z][a-z]'),
  client_id TEXT NOT NULL,
  response_type TEXT NOT NULL,
  scope TEXT NOT NULL,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  redirect_uri TEXT,
  last_visited_path TEXT,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
