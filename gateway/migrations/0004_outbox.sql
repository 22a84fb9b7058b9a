-- Every e-mail and SMS the gateway would send (issue: outbox for local runs). Read back only in local and preview.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  link TEXT,
  code TEXT,
  sent_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX outbox_recipient ON outbox (recipient, id);
