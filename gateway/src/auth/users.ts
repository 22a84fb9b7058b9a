// User accounts in D1 and the SPEC 3 profile built from them (never with password fields).
import { roles, type UserProfile } from '../../../src/api/contracts/auth';
import type { UserType } from '../../../src/site/authState';

/** What sign-in needs of an account. */
export interface SignInUser {
  id: string;
  site_id: string;
  role: UserType;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  failed_logins: number;
  locked_until: number | null;
}

/** The profile columns; the password columns are never selected with them. */
interface ProfileRow {
  id: string;
  site_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  dob: string | null;
  gender: string | null;
  user_account_status: string;
  role: UserType;
  mfa_enrollment_status: string;
  auth_mechanism: string;
  passes_background_check: number;
}

const profileColumns =
  'id, site_id, email, first_name, last_name, title, dob, gender, user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check';

/** Sign-in names are e-mail addresses, compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account that signs in with this e-mail on the site: its own address, or one of its aliases (user_aliases). */
export function findSignInUser(db: D1Database, siteId: string, email: string): Promise<SignInUser | null> {
  return db
    .prepare(
      `SELECT id, site_id, role, password_hash, password_salt, password_iterations, failed_logins, locked_until FROM users
       WHERE site_id = ?1 AND (email = ?2 OR id = (SELECT user_id FROM user_aliases WHERE site_id = ?1 AND alias = ?2))`,
    )
    .bind(siteId, normalizeEmail(email))
    .first<SignInUser>();
}

export function findSignInUserById(db: D1Database, id: string): Promise<SignInUser | null> {
  return db
    .prepare('SELECT id, site_id, role, password_hash, password_salt, password_iterations, failed_logins, locked_until FROM users WHERE id = ?')
    .bind(id)
    .first<SignInUser>();
}

export function findUserById(db: D1Database, id: string): Promise<ProfileRow | null> {
  return db.prepare(`SELECT ${profileColumns} FROM users WHERE id = ?`).bind(id).first<ProfileRow>();
}

export function findUserByEmail(db: D1Database, siteId: string, email: string): Promise<ProfileRow | null> {
  return db.prepare(`SELECT ${profileColumns} FROM users WHERE site_id = ? AND email = ?`).bind(siteId, normalizeEmail(email)).first<ProfileRow>();
}

/** The token authorities of SPEC 6: the site the account belongs to and its role. */
export function authoritiesOf(user: { site_id: string; role: UserType }): string[] {
  return [user.site_id, user.role === 'CONCIERGE' ? roles.concierge : roles.cardholder];
}

export function passesBackgroundCheck(user: ProfileRow): boolean {
  // SPEC 4: passing is LOGGEDIN, failing LOGGEDIN_INACTIVE: an account passes once activated and while the
  // programme has not held it back (the column; the reference gateway holds no new account back).
  return user.user_account_status === 'ACTIVE' && user.passes_background_check === 1;
}

/** SPEC 3 user profile: dob as its first 10 characters, the e-mail as primaryUserIdentifier, gender when present. */
export function toUserProfile(user: ProfileRow): UserProfile {
  return {
    dob: user.dob?.slice(0, 10) ?? null,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    title: user.title,
    userAccountStatus: user.user_account_status,
    primaryUserIdentifier: user.email,
    mfaEnrollmentStatus: user.mfa_enrollment_status,
    authMechanism: user.auth_mechanism,
    ...(user.gender ? { gender: user.gender } : {}),
  };
}
