// Two-step verification with an authenticator app (SPEC 7 mfa/totp/setup, enroll, unenroll): the calls and what each
// outcome leaves the screen to say.
import { findUser } from '../../api/authService';
import { enrollTotp, setupTotp, unenrollTotp } from '../../api/mfaService';
import type { TotpSetup } from '../../api/contracts/mfa';
import { callFailureOf } from '../page/callFailure';
import { reportFailure, sessionApi } from '../page/session';

export type MfaChange = { ok: true; enrolled: boolean } | { ok: false; problem: 'incorrect' | 'locked' | 'failed' };

function problemOf(error: unknown): Extract<MfaChange, { ok: false }>['problem'] {
  const failure = callFailureOf(error);
  if (failure.kind === 'refused' && failure.code === 'OTP_INVALID') return 'incorrect';
  if (failure.kind === 'refused' && failure.code === 'DEVICE_LOCKED') return 'locked';
  return 'failed';
}

export async function mfaEnrolled(): Promise<boolean | undefined> {
  try {
    return (await findUser(sessionApi())).mfaEnrollmentStatus === 'ENROLLED';
  } catch (error) {
    reportFailure(error);
    return undefined;
  }
}

export async function startTotpSetup(): Promise<TotpSetup | undefined> {
  try {
    return await setupTotp(sessionApi());
  } catch (error) {
    reportFailure(error);
    return undefined;
  }
}

export async function confirmTotp(code: string): Promise<MfaChange> {
  try {
    return { ok: true, enrolled: (await enrollTotp(sessionApi(), code.trim())).mfaEnrollmentStatus === 'ENROLLED' };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

export async function removeTotp(code: string): Promise<MfaChange> {
  try {
    return { ok: true, enrolled: (await unenrollTotp(sessionApi(), code.trim())).mfaEnrollmentStatus === 'ENROLLED' };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}
