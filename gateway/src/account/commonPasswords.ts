// The compromised-password check (SPEC 2 compromised-credentials, SPEC 7 vba/compromised-password): the bundled
// list of common and breached passwords of @zxcvbn-ts/language-common (about 49000, lower case, most common first).
import { dictionary } from '@zxcvbn-ts/language-common';

let listed: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  listed ??= new Set(dictionary['passwords-common']);
  return listed;
}

/** A listed word followed only by digits and symbols (`Password1!`, `Qwerty123$`) is the same guess to an attacker. */
const trailingDigitsAndSymbols = /[^a-z]+$/;
const shortestListedStem = 4;

/**
 * Whether a password is on the list, compared in lower case: as a whole, or as a listed word of at least four
 * letters with only digits and symbols after it. Passwords that meet the site's rules are mostly of the second kind.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const stem = lower.replace(trailingDigitsAndSymbols, '');
  return stem.length >= shortestListedStem && stem !== lower && commonPasswords().has(stem);
}

/** Remembers the result for the current password, so the password is never needed again to tell. */
export async function recordPasswordCheck(db: D1Database, userId: string, compromised: boolean, now: number): Promise<void> {
  await db
    .prepare('UPDATE users SET password_compromised = ?, password_checked_at = ? WHERE id = ?')
    .bind(compromised ? 1 : 0, now, userId)
    .run();
}
