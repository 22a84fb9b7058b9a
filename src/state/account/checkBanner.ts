// What the check-code screens say of a failed call (SPEC 8): too many codes, a locked check, or a failure with its
// reference id (no global alert is raised on otp-check-passcode, so the banner carries it).
import type { KyInstance } from 'ky';
import { minutesToWait, namesAWait } from '../../routes/retryWait';
import type { CallFailure } from '../page/callFailure';

/** The screen's own banner; `failed` carries the reference id, since no global alert is raised on the code page. */
export type CheckBanner =
  | { id: 'tooManyCodes' }
  /** Throttled with a named wait (Retry-After). */
  | { id: 'tooManyAttempts'; minutes: number }
  | { id: 'locked' }
  | { id: 'failed'; correlationId: string | undefined };
export type CheckFailure = { kind: 'banner'; banner: CheckBanner } | { kind: 'alerted' };

export interface CheckEffects {
  api?: KyInstance;
  now?: number;
  /** Holds where the code went (sessionStorage). */
  session?: Pick<Storage, 'setItem' | 'removeItem'>;
  /** Holds otp_expiry (localStorage, beside the session expiry). */
  local?: Pick<Storage, 'setItem'>;
}

export function checkBannerOf(failure: CallFailure): CheckFailure {
  if (failure.kind === 'alerted') return failure;
  if (failure.status === 429 && namesAWait(failure.details)) {
    return { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: minutesToWait(failure.details) } };
  }
  if (failure.code === 'TOO_MANY_REQUESTS') return { kind: 'banner', banner: { id: 'tooManyCodes' } };
  if (failure.code === 'DEVICE_LOCKED') return { kind: 'banner', banner: { id: 'locked' } };
  return { kind: 'banner', banner: { id: 'failed', correlationId: failure.correlationId } };
}
