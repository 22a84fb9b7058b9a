// Login data held between the sign-in form and the passcode screens (SPEC 2 "resolves login data"): the user name
// and the gateway's passcode challenge, in sessionStorage so a page load keeps them. Never the password.
import type { SignInCodeChannel } from '../../routes/signInOutcome';

export interface LoginData {
  username: string;
  challenge: string;
  channels: readonly SignInCodeChannel[];
  /** Where the code went, once chosen or decided by the gateway. */
  channel?: SignInCodeChannel | undefined;
  /** The masked address or number the code went to. */
  destination?: string | undefined;
  /** Epoch milliseconds after which the challenge is no good (SPEC 9: 15 minutes). */
  expiresAt: number;
}

const loginDataKey = 'login_data';
const channels: readonly string[] = ['EMAIL', 'SMS', 'TOTP'];

function isLoginData(value: unknown): value is LoginData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data['username'] === 'string' &&
    typeof data['challenge'] === 'string' &&
    typeof data['expiresAt'] === 'number' &&
    Array.isArray(data['channels']) &&
    data['channels'].every((channel) => typeof channel === 'string' && channels.includes(channel)) &&
    (data['channel'] === undefined || (typeof data['channel'] === 'string' && channels.includes(data['channel'])))
  );
}

export function saveLoginData(data: LoginData, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(loginDataKey, JSON.stringify(data));
}

/** The held login data while its challenge is still good; anything else (absent, tampered, expired) is none. */
export function readLoginData(now: number, storage: Pick<Storage, 'getItem'> = sessionStorage): LoginData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(loginDataKey) ?? 'null');
  } catch {
    return undefined;
  }
  return isLoginData(value) && value.expiresAt > now ? value : undefined;
}

export function clearLoginData(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(loginDataKey);
}

/** The login data while the challenge is good. */
export function currentLoginData(): LoginData | undefined {
  return readLoginData(Date.now());
}

let onEntry: { data: LoginData | undefined } | undefined;

/** The sign-in challenge as this page found it: read once per page, so a screen keeps it while it is open. */
export function loginDataOnEntry(): LoginData | undefined {
  onEntry ??= { data: currentLoginData() };
  return onEntry.data;
}
