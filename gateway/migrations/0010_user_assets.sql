-- Enrolled cards (SPEC 3 "Asset", SPEC 7 "Card calls"). The full card number is never stored: only its last four
-- digits, what its BIN range says (product type, issuer, cashback) and a keyed fingerprint to find it enrolled twice.
CREATE TABLE user_assets (
  -- The assetId of the answers.
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site_id TEXT NOT NULL,
  asset_type TEXT NOT NULL DEFAULT 'PAN' CHECK (asset_type = 'PAN'),
  last_four TEXT NOT NULL CHECK (length(last_four) = 4 AND last_four NOT GLOB '*[^0-9]*'),
  product_type TEXT NOT NULL,
  issuer_bid TEXT NOT NULL,
  -- The card's id on the offers platform (metadata VOP_CARD_ID).
  vop_card_id TEXT NOT NULL,
  -- The card-identifier flag (metadata CARD_IDENTIFIER): set on cards that earn cashback, NULL otherwise.
  card_identifier TEXT,
  -- 'hmac:' + HMAC-SHA256 of the number under CARD_FINGERPRINT_KEY; 'seed:' under the public seed key (demo rows).
  fingerprint TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  -- Unix seconds; cashback shows PENDING for a while after it.
  enrolled_at INTEGER NOT NULL,
  UNIQUE (user_id, site_id, fingerprint)
) STRICT;

CREATE INDEX user_assets_owner ON user_assets (user_id, site_id, enrolled_at);
-- At most one default card per user and site.
CREATE UNIQUE INDEX user_assets_one_default ON user_assets (user_id, site_id) WHERE is_default = 1;
