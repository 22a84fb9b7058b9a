// Recovery data held between the recovery pages (SPEC 2 "Recovery flow variant"): the address, where the passcode went
// and, step by step, the passcode once it passed its check. In sessionStorage like the login data, so a page load keeps
// it; only this tab sees it, it lasts as long as a passcode does, and it never holds a password.
// Checked by hand, as the login data is (loginData.ts): the recovery screens render from it, and a page's first load
// carries no schema library.
import type { PasscodeChannel } from '../../api/contracts/auth';
import type { RecoveryProgress } from '../../routes/recoverySteps';
import { otpValidityMs } from '../../site/authState';

export interface RecoveryData {
  email: string;
  /** Where the passcode was asked to go; absent until one was asked for. */
  channel?: PasscodeChannel | undefined;
  /** The passcode that passed find-code, handed to the reset (step by step). */
  passcode?: string | undefined;
  /** Epoch milliseconds after which the held data is of no use (a passcode lasts 15 minutes). */
  expiresAt: number;
}

const channels: readonly string[] = ['EMAIL', 'SMS'] satisfies readonly PasscodeChannel[];

/** The held data `value` holds (its fields only), if each has its type and limits: an address of 1 to 320 characters, a known channel, a 6-digit passcode. */
function recoveryDataOf(value: unknown): RecoveryData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { email, channel, passcode, expiresAt } = value as Record<string, unknown>;
  if (typeof email !== 'string' || email.length < 1 || email.length > 320 || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
  if (channel !== undefined && !(typeof channel === 'string' && channels.includes(channel))) return undefined;
  if (passcode !== undefined && !(typeof passcode === 'string' && /^\d{6}$/.test(passcode))) return undefined;
  return {
    email,
    expiresAt,
    ...(channel === undefined ? {} : { channel: channel as PasscodeChannel }),
    ...(passcode === undefined ? {} : { passcode }),
  };
}

const recoveryDataKey = 'recovery_data';
/** A passcode lasts 15 minutes (SPEC 9), and so does what is held for it. */
export const recoveryDataLifetimeMs = otpValidityMs;

/** Holds `data` (without its expiry) for another passcode lifetime from `now`. */
export function saveRecoveryData(data: Omit<RecoveryData, 'expiresAt'>, now: number, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(recoveryDataKey, JSON.stringify({ ...data, expiresAt: now + recoveryDataLifetimeMs }));
}

let onEntry: { data: RecoveryData | undefined } | undefined;

/** What the earlier step left, as this page found it: read once per page, so a screen keeps it while it is open. */
export function recoveryDataOnEntry(): RecoveryData | undefined {
  onEntry ??= { data: readRecoveryData(Date.now()) };
  return onEntry.data;
}

/** The held data while it lasts; anything else (absent, tampered, expired) is none. */
export function readRecoveryData(now: number, storage: Pick<Storage, 'getItem'> = sessionStorage): RecoveryData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(recoveryDataKey) ?? 'null');
  } catch {
    return undefined;
  }
  const data = recoveryDataOf(value);
  return data !== undefined && data.expiresAt > now ? data : undefined;
}

export function clearRecoveryData(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(recoveryDataKey);
}

/** How far the held data says the journey went, as the recovery steps read it. */
export function recoveryProgress(data: RecoveryData | undefined): RecoveryProgress {
  return { hasEmail: data !== undefined, sent: data?.channel !== undefined, verified: data?.passcode !== undefined };
}

/** Step by step, the first step only holds the address; the passcode is sent once its destination is chosen. */
export function holdRecoveryEmail(
  email: string,
  { now = Date.now(), storage = sessionStorage }: { now?: number; storage?: Pick<Storage, 'setItem'> } = {},
): void {
  saveRecoveryData({ email: email.trim() }, now, storage);
}
