// The recovery passcode of an account by e-mail (SPEC 2 recovery flows): checked by find-code, spent by the reset.
import { nowSeconds } from '../auth/accessTokens';
import { findUserByEmail } from '../auth/users';
import { checkPasscode } from './passcodeStore';

/**
 * The account whose recovery passcode this is, or undefined for any failure (wrong, expired, used up, unknown
 * account): callers answer all of them alike. `spend` uses the passcode up.
 */
export async function recoveryPasscodeValid(
  db: D1Database,
  request: { email: string; siteId: string; passcode: string },
  spend: boolean,
): Promise<{ userId: string } | undefined> {
  const user = await findUserByEmail(db, request.siteId, request.email);
  if (!user) return undefined;
  const check = await checkPasscode(db, { userId: user.id, siteId: user.site_id, purpose: 'RECOVERY' }, request.passcode, nowSeconds(), { spend });
  return check.kind === 'valid' ? { userId: user.id } : undefined;
}
