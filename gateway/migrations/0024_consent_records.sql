-- Consent history (issue 17, part 4): every acceptance of the privacy policy ('pp') and every change of a marketing
-- opt-in, with the version of the policy or the opt-in wording in force, the channel (web, or the bank's app) and the
-- site. Records are only ever added; the choice in force is a subject's latest record. They go with the account.
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  subject TEXT NOT NULL CHECK (subject IN ('pp', 'email', 'transactional', 'sms', 'online', 'cashback')),
  granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
  version TEXT CHECK (version IS NULL OR length(version) BETWEEN 1 AND 40),
  channel TEXT NOT NULL CHECK (channel IN ('web', 'app')),
  recorded_at INTEGER NOT NULL
) STRICT;
CREATE INDEX consent_records_user ON consent_records (user_id, site_id, recorded_at);
