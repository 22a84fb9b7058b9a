// Test helpers for the token service: demo accounts, token-endpoint calls and extra accounts in the local D1.
import { tokenResponseSchema, type TokenResponse } from '../../../src/api/contracts/auth';
import { hashPassword } from '../crypto/passwords';
import type { LocalGateway } from './localGateway';

/** The seeded demo accounts (gateway/seed/demo.sql) and their documented demo password. */
export const demo = {
  siteId: 'localhost',
  cardholder: 'demo@example.com',
  concierge: 'concierge@example.com',
  password: 'Demo-Passw0rd!',
} as const;

export const tokenPath = '/gateway/api/user-auth/oauth/token';

/** POSTs a form to the token endpoint; `url` replaces http://localhost{tokenPath} (another origin, ?preauth=true). */
export function postTokenForm(
  gateway: LocalGateway,
  fields: Record<string, string>,
  options: { url?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return gateway.fetch(options.url ?? tokenPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields),
  });
}

/** Demo cardholder on the demo site unless told otherwise. */
export interface Credentials {
  username?: string;
  password?: string;
  siteId?: string;
}

export function signIn(
  gateway: LocalGateway,
  credentials: Credentials = {},
  options: { url?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return postTokenForm(
    gateway,
    {
      grant_type: 'password',
      username: credentials.username ?? demo.cardholder,
      password: credentials.password ?? demo.password,
      siteId: credentials.siteId ?? demo.siteId,
      locale: 'en_us',
    },
    options,
  );
}

/** Signs in and returns the parsed token response; fails the test when the sign-in does not succeed. */
export async function signedIn(gateway: LocalGateway, credentials: Credentials = {}): Promise<TokenResponse> {
  const response = await signIn(gateway, credentials);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return tokenResponseSchema.parse(await response.json());
}

export function refresh(gateway: LocalGateway, refreshToken: string, siteId: string = demo.siteId): Promise<Response> {
  return postTokenForm(gateway, { grant_type: 'refresh_token', refresh_token: refreshToken, siteId });
}

/**
 * PBKDF2 count of the accounts that tests insert directly (insertUser, newSignedInAccount): the stored hash carries its
 * count, so signing in verifies with it, at a fraction of the production cost (pbkdf2Iterations, which hashPassword
 * uses for every account the gateway itself creates and which the seeded accounts and crypto/passwords.test.ts keep).
 */
export const testPasswordIterations = 1_000;

export interface NewUser {
  email: string;
  password: string;
  /** testPasswordIterations unless a test needs the production cost (pbkdf2Iterations), e.g. to time a sign-in. */
  passwordIterations?: number;
  siteId?: string;
  status?: string;
  role?: 'CARDHOLDER' | 'CONCIERGE';
  gender?: string;
  passesBackgroundCheck?: boolean;
}

/** Adds an account with a real password hash (of testPasswordIterations unless told otherwise); returns its id. */
export async function insertUser(gateway: LocalGateway, user: NewUser): Promise<string> {
  const id = crypto.randomUUID();
  const stored = await hashPassword(user.password, user.passwordIterations ?? testPasswordIterations);
  await gateway.env.DB.prepare(
    `INSERT INTO users (id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, dob, gender,
       user_account_status, role, passes_background_check)
     VALUES (?, ?, ?, ?, ?, ?, 'Test', 'User', '1985-02-03T00:00:00Z', ?, ?, ?, ?)`,
  )
    .bind(
      id,
      user.siteId ?? demo.siteId,
      user.email.toLowerCase(),
      stored.hash,
      stored.salt,
      stored.iterations,
      user.gender ?? null,
      user.status ?? 'ACTIVE',
      user.role ?? 'CARDHOLDER',
      user.passesBackgroundCheck === false ? 0 : 1,
    )
    .run();
  return id;
}

/** Moves every spent refresh token's spending past the reuse leeway, so presenting one again is a replay. */
export async function ageSpentRefreshTokens(gateway: LocalGateway): Promise<void> {
  await gateway.env.DB.prepare('UPDATE refresh_tokens SET used_at = used_at - 31 WHERE used_at IS NOT NULL').run();
}
