// Where the signed-in check code went (SPEC 2 otp-check-passcode "resolves login data"): the channel and the masked
// destination chosen on otp-check-preference, held in sessionStorage for the code page. Never the code itself.
import * as z from 'zod/mini';
import { passcodeChannels } from '../../api/contracts/auth';

const checkCodeDataSchema = z.object({
  channel: z.enum(passcodeChannels),
  /** Masked, as the gateway answered it: `d•••@example.com`, `••••0100`. */
  destination: z.string().check(z.maxLength(320)),
  /** Epoch milliseconds after which the sent code is of no use. */
  expiresAt: z.number(),
});
export type CheckCodeData = z.infer<typeof checkCodeDataSchema>;

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
  const parsed = z.safeParse(checkCodeDataSchema, value);
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : undefined;
}

export function clearCheckCodeData(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(checkCodeDataKey);
}
