-- Sites and their configuration (SPEC 3 "Site configuration").
CREATE TABLE sites (
  site_id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  theme TEXT NOT NULL DEFAULT 'classic',
  -- JSON array of {name, featureConfig}
  feature_configurations TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(feature_configurations)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
