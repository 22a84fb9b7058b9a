-- Proof that a caller holds a card (pan_capture.capture_cvv): the validation call checked the card's security code for
-- this caller on this site. Enrolment of the card requires one and uses it up. The security code itself is never
-- stored; the card is named by its keyed fingerprint (gateway/src/assets/cardFingerprint.ts). `caller` is the user id,
-- or 'preauth' for a registration page. Unix seconds.
CREATE TABLE card_possession_proofs (
  site_id TEXT NOT NULL,
  caller TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (site_id, caller, fingerprint)
) STRICT;
