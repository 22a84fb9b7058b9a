// Single sign-on requests (SPEC 7 user-auth/oidc/authorize, SSO assertion): the collected SSO parameters kept while
// the identity provider authenticates the user. Opaque id, stored hashed, 10 minutes, single use.
import type { SsoAuthorizeParameters } from '../../../src/api/contracts/sso';
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';

const ssoRequestLifetimeSeconds = 10 * 60;

export interface SsoRequest {
  siteId: string;
  locale: string;
  clientId: string;
  state: string;
  nonce: string;
  redirectUri: string | null;
  lastVisitedPath: string | null;
}

export async function storeSsoRequest(db: D1Database, parameters: SsoAuthorizeParameters, now: number): Promise<string> {
  const id = newOpaqueSecret();
  await db
    .prepare(
      `INSERT INTO sso_requests (request_hash, site_id, locale, client_id, response_type, scope, state, nonce, redirect_uri, last_visited_path, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      await hashOpaqueSecret(id),
      parameters.siteId,
      parameters.locale,
      parameters.client_id,
      parameters.response_type,
      parameters.scope,
      parameters.state,
      parameters.nonce,
      parameters.redirect_uri ?? null,
      parameters.last_visited_path ?? null,
      now + ssoRequestLifetimeSeconds,
    )
    .run();
  return id;
}

interface SsoRequestRow {
  site_id: string;
  locale: string;
  client_id: string;
  state: string;
  nonce: string;
  redirect_uri: string | null;
  last_visited_path: string | null;
}

/** Spends a live request in one conditional statement; undefined when unknown, used or expired. */
export async function redeemSsoRequest(db: D1Database, id: string, now: number): Promise<SsoRequest | undefined> {
  const row = await db
    .prepare(
      `UPDATE sso_requests SET used_at = ?1 WHERE request_hash = ?2 AND used_at IS NULL AND expires_at > ?1
       RETURNING site_id, locale, client_id, state, nonce, redirect_uri, last_visited_path`,
    )
    .bind(now, await hashOpaqueSecret(id))
    .first<SsoRequestRow>();
  if (!row) return undefined;
  return {
    siteId: row.site_id,
    locale: row.locale,
    clientId: row.client_id,
    state: row.state,
    nonce: row.nonce,
    redirectUri: row.redirect_uri,
    lastVisitedPath: row.last_visited_path,
  };
}

/** The site and locale of a live, unspent request, without spending it (the SAML session endpoint's look-up). */
export async function liveSsoRequest(db: D1Database, id: string, now: number): Promise<{ siteId: string; locale: string } | undefined> {
  const row = await db
    .prepare('SELECT site_id, locale FROM sso_requests WHERE request_hash = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await hashOpaqueSecret(id), now)
    .first<{ site_id: string; locale: string }>();
  return row ? { siteId: row.site_id, locale: row.locale } : undefined;
}
