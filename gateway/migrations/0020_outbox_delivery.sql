-- Delivery through the mail and SMS providers (issue 16, part 3): each message's state, attempts and the provider's
-- answer. kept: no provider for its channel (the outbox is where it is read); queued: waiting for an attempt;
-- sent: a provider took it; failed: refused for good, or every retry spent.
ALTER TABLE outbox ADD COLUMN delivery_state TEXT NOT NULL DEFAULT 'kept' CHECK (delivery_state IN ('kept', 'queued', 'sent', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE outbox ADD COLUMN provider TEXT;
ALTER TABLE outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN delivered_at INTEGER;
CREATE INDEX outbox_due ON outbox (delivery_state, next_attempt_at);
