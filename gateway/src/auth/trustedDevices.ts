// Trusted devices (SPEC 1 "trust-device flag", SPEC 7 trust_device): after a completed second step with
// trust_device=true, an HttpOnly cookie lets later password sign-ins of that user on that site skip the code.
import { cookieName, hostOnlyCookie, readCookie } from './cookies';
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

const deviceTrustCookie = 'DEVICE_TRUST';
export const deviceTrustLifetimeSeconds = 30 * 24 * 60 * 60;

/** Remembers this device for the user on the site; returns the Set-Cookie value. */
export async function trustDevice(db: D1Database, request: Request, owner: { userId: string; siteId: string }, now: number): Promise<string> {
  const value = newOpaqueSecret();
  await db
    .prepare('INSERT INTO trusted_devices (token_hash, user_id, site_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashOpaqueSecret(value), owner.userId, owner.siteId, now + deviceTrustLifetimeSeconds)
    .run();
  return hostOnlyCookie(request, deviceTrustCookie, value, deviceTrustLifetimeSeconds);
}

/** Whether the request carries a live, unrevoked device-trust cookie of this user on this site. */
export async function isTrustedDevice(db: D1Database, request: Request, owner: { userId: string; siteId: string }, now: number): Promise<boolean> {
  const value = readCookie(request, cookieName(request, deviceTrustCookie, '__Host-'));
  if (value === undefined || value.length > 128) return false;
  const row = await db
    .prepare('SELECT 1 AS trusted FROM trusted_devices WHERE token_hash = ? AND user_id = ? AND site_id = ? AND expires_at > ? AND revoked_at IS NULL')
    .bind(await hashOpaqueSecret(value), owner.userId, owner.siteId, now)
    .first<{ trusted: number }>();
  return row !== null;
}

/** Revokes every device the user trusts (after a password change or reset). */
export async function revokeTrustedDevices(db: D1Database, userId: string, now: number): Promise<void> {
  await db.prepare('UPDATE trusted_devices SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId).run();
}
