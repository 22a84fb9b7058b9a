-- CMS content per site and locale (SPEC 7 "Site config, offers and content"). Site 'DEFAULT' holds the generic
-- content; a row with a tenant belongs to that CMS tenant's extra content (version 3), not to the main answer.
CREATE TABLE content (
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]_[a-z][a-z]'),
  key TEXT NOT NULL CHECK (key <> ''),
  value TEXT NOT NULL,
  tenant TEXT,
  PRIMARY KEY (site_id, locale, key)
) STRICT;
