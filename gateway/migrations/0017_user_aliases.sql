-- Aliases of an account (SPEC 7 "POST alias {alias, aliasType}"): another identifier the cardholder signs in with on
-- the same site. aliasType EMAIL: a second e-mail address, stored normalized as the account's own. An alias names one
-- account of a site and is never another account's e-mail there (checked by gateway/src/users/aliasEndpoint.ts).
-- Unix seconds.
CREATE TABLE user_aliases (
  site_id TEXT NOT NULL,
  alias TEXT NOT NULL,
  alias_type TEXT NOT NULL CHECK (alias_type IN ('EMAIL')),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (site_id, alias)
) STRICT;

CREATE INDEX user_aliases_by_user ON user_aliases (user_id);
