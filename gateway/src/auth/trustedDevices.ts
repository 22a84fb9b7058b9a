// Trusted devices (SPEC 1 "trust-device flag", SPEC 7 trust_device): after a completed second step with
// trust_device=true, an HttpOnly cookie lets later password sign-ins of that user on that site skip the code.
// The cardholder sees each device on the security page (browser and system from its user agent, the approximate
// place the deployment's network named, first and last use) and revokes one or all (issue 17, part 2).
import Bowser from 'bowser';
import type { TrustedDevice } from '../../../src/api/contracts/security';
import { isoTime } from './accessTokens';
import { cookieName, hostOnlyCookie, readCookie } from './cookies';
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

const deviceTrustCookie = 'DEVICE_TRUST';
export const deviceTrustLifetimeSeconds = 30 * 24 * 60 * 60;
/** A user agent is kept to this length: enough for any real browser's, not a place to store a payload. */
const userAgentLimit = 512;

interface Owner {
  userId: string;
  siteId: string;
}

/**
 * The approximate place of a request as the deployment's network names it: Cloudflare's visitor location headers
 * (`CF-IPCountry` with IP geolocation on; `CF-IPCity` with the "Add visitor location headers" managed transform),
 * which the edge passes on. `XX` (unknown) and `T1` (Tor) name no place.
 */
export function placeOf(request: Request): { city: string | null; country: string | null } {
  const country = request.headers.get('CF-IPCountry')?.trim().toUpperCase() ?? '';
  const city = request.headers.get('CF-IPCity')?.trim() ?? '';
  return {
    country: /^[A-Z]{2}$/.test(country) && country !== 'XX' && country !== 'T1' ? country : null,
    city: city !== '' && city.length <= 100 ? city : null,
  };
}

/** Remembers this device for the user on the site; returns the Set-Cookie value. */
export async function trustDevice(db: D1Database, request: Request, owner: Owner, now: number): Promise<string> {
  const value = newOpaqueSecret();
  const place = placeOf(request);
  const userAgent = request.headers.get('User-Agent')?.slice(0, userAgentLimit) ?? null;
  await db
    .prepare(
      `INSERT INTO trusted_devices (token_hash, device_id, user_id, site_id, expires_at, user_agent, place_city, place_country, created_at, last_used_at)
       VALUES (?, lower(hex(randomblob(12))), ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(await hashOpaqueSecret(value), owner.userId, owner.siteId, now + deviceTrustLifetimeSeconds, userAgent, place.city, place.country, now, now)
    .run();
  return hostOnlyCookie(request, deviceTrustCookie, value, deviceTrustLifetimeSeconds);
}

/** The hash of the request's device-trust cookie, when it carries a plausible one. */
async function presentedTrust(request: Request): Promise<string | undefined> {
  const value = readCookie(request, cookieName(request, deviceTrustCookie, '__Host-'));
  return value === undefined || value.length > 128 ? undefined : hashOpaqueSecret(value);
}

/** Whether the request carries a live, unrevoked device-trust cookie of this user on this site; a yes counts as a use. */
export async function isTrustedDevice(db: D1Database, request: Request, owner: Owner, now: number): Promise<boolean> {
  const hash = await presentedTrust(request);
  if (hash === undefined) return false;
  const used = await db
    .prepare('UPDATE trusted_devices SET last_used_at = ? WHERE token_hash = ? AND user_id = ? AND site_id = ? AND expires_at > ? AND revoked_at IS NULL')
    .bind(now, hash, owner.userId, owner.siteId, now)
    .run();
  return used.meta.changes > 0;
}

interface DeviceRow {
  token_hash: string;
  device_id: string;
  user_agent: string | null;
  place_city: string | null;
  place_country: string | null;
  created_at: number;
  last_used_at: number | null;
}

/** Browser and operating system as a person names them ("Chrome 131", "Android 15"), from a user agent. */
export function deviceNamesOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (userAgent === null || userAgent === '') return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const join = (name: string | undefined, version: string | undefined) => (name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null);
  // Windows names its release in versionName ("10" for NT 10.0); other systems by their version's first number.
  const osVersion = parsed.os.name === 'Windows' ? parsed.os.versionName : parsed.os.version;
  return { browser: join(parsed.browser.name, parsed.browser.version), os: join(parsed.os.name, osVersion) };
}

/** The user's live trusted devices on the site, last used first; `current` marks the one this request comes from. */
export async function listTrustedDevices(db: D1Database, request: Request, owner: Owner, now: number): Promise<TrustedDevice[]> {
  const current = await presentedTrust(request);
  const { results } = await db
    .prepare(
      `SELECT token_hash, device_id, user_agent, place_city, place_country, created_at, last_used_at FROM trusted_devices
       WHERE user_id = ? AND site_id = ? AND expires_at > ? AND revoked_at IS NULL ORDER BY coalesce(last_used_at, created_at) DESC, created_at DESC`,
    )
    .bind(owner.userId, owner.siteId, now)
    .all<DeviceRow>();
  return results.map((row) => ({
    id: row.device_id,
    ...deviceNamesOf(row.user_agent),
    city: row.place_city,
    country: row.place_country,
    firstUsedAt: isoTime(row.created_at),
    lastUsedAt: isoTime(row.last_used_at ?? row.created_at),
    current: row.token_hash === current,
  }));
}

/** Revokes one of the user's devices on the site by its public id; whether there was such a live device. */
export async function revokeTrustedDevice(db: D1Database, owner: Owner, deviceId: string, now: number): Promise<boolean> {
  const revoked = await db
    .prepare('UPDATE trusted_devices SET revoked_at = ? WHERE device_id = ? AND user_id = ? AND site_id = ? AND revoked_at IS NULL AND expires_at > ?')
    .bind(now, deviceId, owner.userId, owner.siteId, now)
    .run();
  return revoked.meta.changes > 0;
}

/** Revokes every device the user trusts (on the security page, after a password change when asked, or a reset). */
export async function revokeTrustedDevices(db: D1Database, userId: string, now: number): Promise<number> {
  const revoked = await db.prepare('UPDATE trusted_devices SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId).run();
  return revoked.meta.changes;
}
