-- Content-Security-Policy violations that browsers report (POST csp-report): what was blocked, on which page, by which
-- directive. Kept 30 days (the endpoint deletes older rows as it writes); read with `wrangler d1 execute` or, outside
-- production, GET dev/csp-reports.
CREATE TABLE csp_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  host TEXT NOT NULL,
  document_url TEXT NOT NULL,
  directive TEXT NOT NULL,
  blocked_url TEXT NOT NULL,
  source_file TEXT,
  line INTEGER,
  disposition TEXT NOT NULL CHECK (disposition IN ('enforce', 'report')),
  user_agent TEXT
) STRICT;

CREATE INDEX csp_reports_received_at ON csp_reports (received_at);
