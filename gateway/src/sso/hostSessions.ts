// The host's session and its logout endpoint (SPEC 7 "a logout endpoint on the host"). The reference gateway's
// identity provider is the site's simulator: a sign-in there leaves the person signed in "at the bank", as a real
// identity provider keeps its own session, so a later sign-on passes without typing. Signing out of the portal sends
// the browser through GET sso/logout, which ends that session too: on a shared device nobody can walk back in
// through the bank. The logout endpoint follows OpenID Connect's RP-initiated logout: `client_id` and
// `post_logout_redirect_uri` (a page of the site, else its sign-in page).
import * as z from 'zod/mini';
import { siteIdSchema } from '../../../src/site/siteConfig';
import { flagsOfBindings } from '../../../src/site/flags';
import { cookieName, hostOnlyCookie, readCookie, withCookies } from '../auth/cookies';
import { hashOpaqueSecret, newOpaqueSecret } from '../crypto/opaqueSecrets';
import type { Handler } from '../env';
import { isDevelopmentEnvironment } from '../environment';
import { errorResponse, json } from '../http';
import { parseWith, queryFields } from '../requestBody';
import { sitePagePath, trustedSiteOrigin } from '../sites/siteLinks';
import { sitePathOf } from './ssoTargets';
import { seeOther } from './redirectAnswer';

/** How long the simulated bank keeps a person signed in. */
const hostSessionSeconds = 8 * 60 * 60;
const hostSessionCookie = 'bank_session';

const serialized = (request: Request, value: string, maxAge: number) => hostOnlyCookie(request, hostSessionCookie, value, maxAge);

/** Starts the bank's session of a person the simulator signed in; the Set-Cookie value that carries it. */
export async function startHostSession(db: D1Database, request: Request, session: { siteId: string; email: string; now: number }): Promise<string> {
  const id = newOpaqueSecret();
  await db
    .prepare('INSERT INTO sso_host_sessions (session_hash, site_id, email, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashOpaqueSecret(id), session.siteId, session.email, session.now + hostSessionSeconds)
    .run();
  return serialized(request, id, hostSessionSeconds);
}

function hostSessionId(request: Request): string | undefined {
  const value = readCookie(request, cookieName(request, hostSessionCookie, '__Host-'));
  return value ? value : undefined;
}

/** The address signed in at the bank for this site, if the request's cookie names a live session of it. */
async function hostSessionEmail(db: D1Database, request: Request, siteId: string, now: number): Promise<string | undefined> {
  const id = hostSessionId(request);
  if (id === undefined) return undefined;
  const row = await db
    .prepare('SELECT email FROM sso_host_sessions WHERE session_hash = ? AND site_id = ? AND ended_at IS NULL AND expires_at > ?')
    .bind(await hashOpaqueSecret(id), siteId, now)
    .first<{ email: string }>();
  return row?.email;
}

const siteQuerySchema = z.object({ siteId: siteIdSchema });

/** GET sso/host-session?siteId=: who is signed in at the simulated bank, for the simulator page; local and preview only. */
export const getHostSession: Handler = async (context) => {
  const { env, request, url, correlationId, now } = context;
  if (!isDevelopmentEnvironment(env.ENVIRONMENT)) return errorResponse(404, 'NOT_FOUND', correlationId);
  const { siteId } = parseWith(siteQuerySchema, queryFields(url));
  const email = await hostSessionEmail(env.DB, request, siteId, now());
  return json({ email: email ?? null }, correlationId, { headers: { 'Cache-Control': 'no-store' } });
};

const logoutQuerySchema = z.object({ client_id: siteIdSchema, post_logout_redirect_uri: z.optional(z.string().check(z.maxLength(2048))) });

/**
 * GET sso/logout: ends the bank's session the request's cookie names and expires the cookie, then 303 to
 * post_logout_redirect_uri when it is a page of the site (SPEC 5: never anywhere a parameter alone names), else to the
 * site's sign-in page. Without a session it ends nothing and answers the same.
 */
export const getHostLogout: Handler = async (context) => {
  const { env, request, url, correlationId, now } = context;
  const query = parseWith(logoutQuerySchema, queryFields(url));
  const id = hostSessionId(request);
  if (id !== undefined) {
    await env.DB.prepare('UPDATE sso_host_sessions SET ended_at = ? WHERE session_hash = ? AND ended_at IS NULL')
      .bind(now(), await hashOpaqueSecret(id))
      .run();
  }
  const signIn = sitePagePath(query.client_id, 'en_us', flagsOfBindings(env).useClientServer ? 'login-form' : 'login');
  const location = sitePathOf(query.post_logout_redirect_uri, query.client_id, await trustedSiteOrigin(env, request, query.client_id)) ?? signIn;
  return withCookies(seeOther(location, correlationId), id === undefined ? [] : [serialized(request, '', 0)]);
};
