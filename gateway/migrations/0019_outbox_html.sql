-- The HTML part of an e-mail beside its plain text (issue 15: e-mails in the bank's brand); SMS have none.
ALTER TABLE outbox ADD COLUMN html TEXT;
