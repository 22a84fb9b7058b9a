-- The audited concierge (issue 17, part 5): each look-up of a cardholder's record by staff, with who, whom, why, when
-- and what was shown. The e-mail addresses are kept as they were, so the trail outlives a deleted account.
CREATE TABLE concierge_look_ups (
  look_up_id TEXT PRIMARY KEY NOT NULL,
  site_id TEXT NOT NULL,
  concierge_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  concierge_email TEXT NOT NULL,
  cardholder_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  cardholder_email TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('CARDHOLDER_REQUEST', 'CARD_QUESTION', 'COMPLAINT', 'SECURITY', 'OTHER')),
  note TEXT NOT NULL,
  shown TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX concierge_look_ups_site ON concierge_look_ups (site_id, created_at);
CREATE INDEX concierge_look_ups_cardholder ON concierge_look_ups (cardholder_id, created_at);
