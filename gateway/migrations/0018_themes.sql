-- Themes the sites name in `theme` (issue 15, src/site/theme.ts), served by site-config-service/config/theme/{name}.
-- Published by `npm run theme -- publish`, which refuses a theme that fails its schema or WCAG 2.2 AA contrast; the
-- service checks again before it serves one.
CREATE TABLE themes (
  name TEXT PRIMARY KEY NOT NULL CHECK (length(name) BETWEEN 1 AND 40 AND name NOT GLOB '*[^a-z0-9-]*'),
  definition TEXT NOT NULL CHECK (json_valid(definition)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
