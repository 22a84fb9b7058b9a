// What a cardholder typed, kept across a sign-out they did not choose (another tab signed out, the session ended while
// idle, a refresh was refused) and given back on the same screen to the same user after signing in again. Kept in
// sessionStorage (this tab only, gone with it), for an hour at most, never with a secret: passwords, card numbers,
// national ids and codes are dropped by name whatever the screen offers.
import { storageKeys } from '../../site/authState';

export interface Work {
  /** The screen the values belong to (a route name). */
  route: string;
  /** Whose values they are (the profile's primaryUserIdentifier): another user signing in never sees them. */
  owner: string;
  values: unknown;
}

interface StoredWork extends Work {
  savedAt: number;
}

export const keptWorkLifetimeMs = 60 * 60 * 1000;
const secretName = /password|pan|card|cvv|cvc|national|secret|otp|code|token|bin/i;

type WorkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let offered: (() => Work | undefined) | undefined;

/** A screen with a form offers its work while it is shown; returns the withdrawal for its clean-up. */
export function offerWork(provider: () => Work | undefined): () => void {
  offered = provider;
  return () => {
    if (offered === provider) offered = undefined;
  };
}

/** The values without anything secret, by field name, at any depth. */
export function withoutSecrets(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(withoutSecrets);
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !secretName.test(name))
      .map(([name, value]) => [name, withoutSecrets(value)]),
  );
}

/** Keeps the offered work, if any (called as the session ends); answers whether there was some. */
export function keepWork(storage: WorkStorage = sessionStorage, now: number = Date.now()): boolean {
  const work = offered?.();
  if (!work) return false;
  const stored: StoredWork = { route: work.route, owner: work.owner, values: withoutSecrets(work.values), savedAt: now };
  storage.setItem(storageKeys.keptWork, JSON.stringify(stored));
  return true;
}

function isStoredWork(value: unknown): value is StoredWork {
  if (typeof value !== 'object' || value === null) return false;
  const { route, owner, savedAt } = value as Record<string, unknown>;
  return typeof route === 'string' && typeof owner === 'string' && typeof savedAt === 'number' && 'values' in value;
}

/**
 * The kept values of this screen for this user, once: taking them removes them. Values of another screen stay for it;
 * another user's, or older than an hour, are dropped.
 */
export function takeWork(route: string, owner: string, storage: WorkStorage = sessionStorage, now: number = Date.now()): unknown {
  const text = storage.getItem(storageKeys.keptWork);
  if (text === null) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  if (!isStoredWork(stored) || stored.owner !== owner || now - stored.savedAt > keptWorkLifetimeMs || stored.savedAt > now) {
    storage.removeItem(storageKeys.keptWork);
    return undefined;
  }
  if (stored.route !== route) return undefined;
  storage.removeItem(storageKeys.keptWork);
  return withoutSecrets(stored.values);
}
