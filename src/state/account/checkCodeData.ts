// Where the signed-in check code went (SPEC 2 otp-check-passcode "resolves login data"): the channel and the masked
// destination chosen on otp-check-preference, held in sessionStorage for the code page. Never the code itself.
// Checked by hand, as the login data is (src/state/signIn/loginData.ts): the code page renders from it, and a page's
// first load carries no schema library.
import type { PasscodeChannel } from '../../api/contracts/auth';

export interface CheckCodeData {
  channel: PasscodeChannel;
  /** Masked, as the gateway answered it: `d•••@example.com`, `••••0100`. */
  destination: string;
  /** Epoch milliseconds after which the sent code is of no use. */
  expiresAt: number;
}

const channels: readonly string[] = ['EMAIL', 'SMS'] satisfies readonly PasscodeChannel[];

/** The held data `value` holds (its fields only), if each has its type: a known channel, a destination of at most 320 characters. */
function checkCodeDataOf(value: unknown): CheckCodeData | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { channel, destination, expiresAt } = value as Record<string, unknown>;
  if (typeof channel !== 'string' || !channels.includes(channel) || typeof destination !== 'string' || destination.length > 320) return undefined;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
  return { channel: channel as PasscodeChannel, destination, expiresAt };
}

const checkCodeDataKey = 'check_code_data';

export function saveCheckCodeData(data: CheckCodeData, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(checkCodeDataKey, JSON.stringify(data));
}

/** The held data while its code is good; anything else (absent, tampered, expired) is none. */
export function readCheckCodeData(now: number, storage: Pick<Storage, 'getItem'> = sessionStorage): CheckCodeData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(checkCodeDataKey) ?? 'null');
  } catch {
    return undefined;
  }
  const data = checkCodeDataOf(value);
  return data !== undefined && data.expiresAt > now ? data : undefined;
}

export function clearCheckCodeData(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(checkCodeDataKey);
}
