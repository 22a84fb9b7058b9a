-- Draft CMS texts beside the published ones (issue 12 "an editor can preview a change"): a row is a draft (1) or
-- published (0); both may exist for one key. Only local and preview gateways answer drafts, and only when asked
-- (`preview=draft`); production never does.
CREATE TABLE content_with_drafts (
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale GLOB '[a-z][a-z]_[a-z][a-z]'),
  key TEXT NOT NULL CHECK (key <> ''),
  value TEXT NOT NULL,
  tenant TEXT,
  draft INTEGER NOT NULL DEFAULT 0 CHECK (draft IN (0, 1)),
  PRIMARY KEY (site_id, locale, key, draft)
) STRICT;

INSERT INTO content_with_drafts (site_id, locale, key, value, tenant, draft)
  SELECT site_id, locale, key, value, tenant, 0 FROM content;
DROP TABLE content;
ALTER TABLE content_with_drafts RENAME TO content;
