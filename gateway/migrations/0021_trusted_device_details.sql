-- Trusted devices the cardholder sees and revokes (issue 17, part 2): a public id for the security page, the browser's
-- user agent, the approximate place the deployment's network named when it was trusted, and its last use.
ALTER TABLE trusted_devices ADD COLUMN device_id TEXT;
ALTER TABLE trusted_devices ADD COLUMN user_agent TEXT;
ALTER TABLE trusted_devices ADD COLUMN place_city TEXT;
ALTER TABLE trusted_devices ADD COLUMN place_country TEXT;
ALTER TABLE trusted_devices ADD COLUMN last_used_at INTEGER;
UPDATE trusted_devices SET device_id = lower(hex(randomblob(12))) WHERE device_id IS NULL;
CREATE UNIQUE INDEX trusted_devices_device_id ON trusted_devices (device_id);
