// Recovery data held between the recovery pages (SPEC 2 "Recovery flow variant"): the address, where the passcode went
// and, step by step, the passcode once it passed its check. In sessionStorage like the login data, so a page load keeps
// it; only this tab sees it, it lasts as long as a passcode does, and it never holds a password.
import * as z from 'zod/mini';
import { oneTimeCodeSchema, passcodeChannels } from '../../api/contracts/auth';
import type { RecoveryProgress } from '../../routes/recoverySteps';
import { otpValidityMs } from '../../site/authState';

const recoveryDataSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  /** Where the passcode was asked to go; absent until one was asked for. */
  channel: z.optional(z.enum(passcodeChannels)),
  /** The passcode that passed find-code, handed to the reset (step by step). */
  passcode: z.optional(oneTimeCodeSchema),
  /** Epoch milliseconds after which the held data is of no use (a passcode lasts 15 minutes). */
  expiresAt: z.number(),
});
export type RecoveryData = z.infer<typeof recoveryDataSchema>;

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
  const parsed = z.safeParse(recoveryDataSchema, value);
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined;
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
