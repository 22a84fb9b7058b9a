// Changing the password while signed in (SPEC 2 password, SPEC 7 change-password, SPEC 8 "401 except on
// change-password"): the call, the new tokens it answers with, and what each refusal leaves the screen to say.
import type { KyInstance } from 'ky';
import { changePassword } from '../../api/accountCheckService';
import type { TokenResponse } from '../../api/contracts/auth';
import type { FieldError } from '../../rules/fields/fieldErrors';
import { callFailureOf, refusedFieldError } from '../page/callFailure';
import { rememberTokens, sessionApi } from '../page/session';

export type PasswordChangeResult =
  | { kind: 'changed' }
  /** 'Current password is incorrect.' under the current-password field. */
  | { kind: 'currentPasswordIncorrect' }
  /** The new password is one of the last 4 (SPEC 5). */
  | { kind: 'passwordReused' }
  /** The gateway's SPEC 5 rules refused the new password. */
  | { kind: 'passwordRules'; error: FieldError }
  /** Too many wrong current passwords: the account is locked for a while, as after failed sign-ins. */
  | { kind: 'banner'; banner: 'userLocked'; minutes: number }
  | { kind: 'banner'; banner: 'failed' }
  | { kind: 'alerted' };

const defaultLockMinutes = 15;

function lockMinutes(details: Readonly<Record<string, unknown>>): number {
  const seconds = details['retryAfterSeconds'];
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : defaultLockMinutes;
}

export interface PasswordChangeEffects {
  api?: KyInstance;
  /** Keeps the refresh token and session expiry of the answer: every other refresh token was revoked. */
  remember?: (tokens: TokenResponse) => void;
}

export async function changeOwnPassword(
  request: { currentPassword: string; newPassword: string; revokeTrustedDevices?: boolean },
  { api = sessionApi(), remember = rememberTokens }: PasswordChangeEffects = {},
): Promise<PasswordChangeResult> {
  let tokens: TokenResponse;
  try {
    tokens = await changePassword(api, request);
  } catch (error) {
    const failure = callFailureOf(error);
    if (failure.kind === 'alerted') return failure;
    if (failure.code === 'CURRENT_PASSWORD_INCORRECT') return { kind: 'currentPasswordIncorrect' };
    if (failure.code === 'PASSWORD_REUSED') return { kind: 'passwordReused' };
    if (failure.code === 'USER_LOCKED') return { kind: 'banner', banner: 'userLocked', minutes: lockMinutes(failure.details) };
    const rules = refusedFieldError(failure, 'newPassword');
    return rules ? { kind: 'passwordRules', error: rules } : { kind: 'banner', banner: 'failed' };
  }
  remember(tokens);
  return { kind: 'changed' };
}
