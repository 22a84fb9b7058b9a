// Test helpers: gateway calls with a user's Bearer token, and accounts signed in for a test.
import { issueAccessToken, nowSeconds } from '../auth/accessTokens';
import { issueRefreshToken } from '../auth/refreshTokens';
import { hashPassword, type StoredPassword } from '../crypto/passwords';
import { authoritiesOf } from '../auth/users';
import type { LocalGateway } from './localGateway';
import { demo, testPasswordIterations } from './tokenRequests';

export const apiPath = (path: string) => `/gateway/api/${path}`;

export function getWithToken(gateway: LocalGateway, path: string, token: string): Promise<Response> {
  return gateway.fetch(apiPath(path), { headers: { Authorization: `Bearer ${token}` } });
}

/** POSTs `body` as JSON (a string is sent as is; undefined sends no body). */
export function postWithToken(gateway: LocalGateway, path: string, token: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return gateway.fetch(apiPath(path), {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

export interface TestAccount {
  id: string;
  email: string;
  token: string;
}

/**
 * The password of accounts made by newSignedInAccount; hashed once per vitest worker (PBKDF2 is slow on purpose), with
 * the tests' count (testPasswordIterations).
 */
export const testAccountPassword = 'Test-Passw0rd!';
let storedPassword: Promise<StoredPassword> | undefined;

export interface TestAccountOptions {
  siteId?: string;
  role?: 'CARDHOLDER' | 'CONCIERGE';
  email?: string;
}

/**
 * A new account (a cardholder on the demo site unless told otherwise) with a user token issued as the password grant
 * issues it; the token service's own tests cover signing in.
 */
export async function newSignedInAccount(gateway: LocalGateway, options: TestAccountOptions = {}): Promise<TestAccount> {
  const id = crypto.randomUUID();
  const email = options.email ?? `account-${id.slice(0, 8)}@example.com`;
  const siteId = options.siteId ?? demo.siteId;
  const role = options.role ?? 'CARDHOLDER';
  storedPassword ??= hashPassword(testAccountPassword, testPasswordIterations);
  const stored = await storedPassword;
  await gateway.env.DB.prepare(
    `INSERT INTO users (id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, user_account_status, role, passes_background_check)
     VALUES (?, ?, ?, ?, ?, ?, 'Test', 'User', 'ACTIVE', ?, 1)`,
  )
    .bind(id, siteId, email, stored.hash, stored.salt, stored.iterations, role)
    .run();
  // A session of its own, as a sign-in starts one: user tokens are checked against their session on every use.
  const sid = crypto.randomUUID();
  await issueRefreshToken(gateway.env.DB, { userId: id, siteId, familyId: sid }, nowSeconds());
  const token = await issueAccessToken(gateway.env, { sub: id, authorities: authoritiesOf({ site_id: siteId, role }), typ: 'user', site: siteId, sid });
  return { id, email, token };
}

/** Opens a concierge's look-up of a cardholder (issue 17: a reason first); its id for the record's calls. */
export async function openLookUp(gateway: LocalGateway, conciergeToken: string, email: string): Promise<string> {
  const response = await postWithToken(gateway, 'user-mgmt/user/concierge/look-ups', conciergeToken, {
    email,
    reason: 'CARDHOLDER_REQUEST',
    note: 'Called about a card',
  });
  if (response.status !== 201) throw new Error(`the look-up answered ${response.status}: ${await response.text()}`);
  return (await response.json<{ lookUp: string }>()).lookUp;
}
