// A new INACTIVE account from a registration, written in one batch: the user row, its attributes, the consents they
// give, the password history and the activation token (SPEC 7 registration).
import type { StoredPassword } from '../crypto/passwords';
import { historyStatement } from '../users/passwordHistory';
import type { UserAttribute } from '../users/userAttributes';
import { activationTokenStatement } from './activationTokens';
import type { ProfileColumns } from './registrationForm';

export interface NewAccount {
  siteId: string;
  email: string;
  password: StoredPassword;
  profile: ProfileColumns;
  attributes: readonly UserAttribute[];
  /** The consent records of the registration (issue 17, part 4), given the new account's id. */
  consents: (userId: string) => D1PreparedStatement[];
}

/** Creates the account; returns its id and activation token, or undefined when the e-mail was taken meanwhile. */
export async function createAccount(db: D1Database, account: NewAccount, now: number): Promise<{ userId: string; token: string } | undefined> {
  const userId = crypto.randomUUID();
  const { profile, password } = account;
  const activation = await activationTokenStatement(db, userId, now);
  const attribute = db.prepare('INSERT INTO user_attributes (user_id, site_id, key, value) VALUES (?, ?, ?, ?)');
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO users (id, site_id, email, password_hash, password_salt, password_iterations, first_name, last_name, title, dob,
             user_account_status, role, mfa_enrollment_status, auth_mechanism, passes_background_check)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'INACTIVE', 'CARDHOLDER', 'NOT_ENROLLED', 'USER_NAME_PASSWORD', 1)`,
        )
        .bind(
          userId,
          account.siteId,
          account.email,
          password.hash,
          password.salt,
          password.iterations,
          profile.first_name,
          profile.last_name,
          profile.title,
          profile.dob,
        ),
      ...account.attributes.map(({ key, value }) => attribute.bind(userId, account.siteId, key, value)),
      ...account.consents(userId),
      historyStatement(db, userId, password),
      activation.statement,
    ]);
  } catch (error) {
    // Two registrations of one address at once: the second is answered like any duplicate.
    if (error instanceof Error && /UNIQUE constraint failed: users\.site_id, users\.email/.test(error.message)) return undefined;
    throw error;
  }
  return { userId, token: activation.token };
}
