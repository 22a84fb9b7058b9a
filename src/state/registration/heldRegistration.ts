// The registration held between the registration form and the card step (SPEC 2 add-pan and its registration-skipped
// guard), in sessionStorage as DESIGN asks: it survives the page load between the two, and the tab's end. Cards are
// never held: they stay in the card step's memory until the account is created.
import { storageKeys } from '../../site/authState';
import type { FieldError } from '../../rules/fields/fieldErrors';
import { emptyUserEntries, type UserEntries, type UserFieldPath } from '../../rules/fields/userForm';
import type { OptInItem } from '../../rules/preferences/marketingOptIns';

/** What the form asked beside its fields (src/rules/preferences/registrationChoices.ts): opt-ins and offer categories. */
export interface RegistrationChoices {
  optIns: OptInItem[];
  categoryIds: string[];
}

export interface HeldRegistration {
  entries: UserEntries;
  /** Errors the gateway found after the card step, shown on the form when the user is sent back to it. */
  fieldErrors: Partial<Record<UserFieldPath, FieldError>>;
  /** The opt-ins and categories chosen on the form, when the site asked for them. */
  choices?: RegistrationChoices | undefined;
}

export function holdRegistration(held: HeldRegistration, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKeys.registrationData, JSON.stringify(held));
}

let onEntry: { held: HeldRegistration | undefined } | undefined;

/** The held registration as this page found it: read once per page, so a screen keeps it while it is open. */
export function heldRegistrationOnEntry(): HeldRegistration | undefined {
  onEntry ??= { held: readHeldRegistration() };
  return onEntry.held;
}

/** The held registration, every field present whatever was stored; undefined when none is held or it is unreadable. */
export function readHeldRegistration(storage: Pick<Storage, 'getItem'> = sessionStorage): HeldRegistration | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storageKeys.registrationData) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null || !('entries' in stored) || typeof stored.entries !== 'object' || stored.entries === null)
    return undefined;
  const empty = emptyUserEntries();
  const entries = stored.entries as Partial<UserEntries>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const merged: UserEntries = {
    ...empty,
    ...Object.fromEntries(
      Object.entries(empty)
        .filter(([, value]) => typeof value === 'string')
        .map(([key]) => [key, text(entries[key as keyof UserEntries], '')]),
    ),
    dob: { mm: text(entries.dob?.mm, ''), dd: text(entries.dob?.dd, ''), yyyy: text(entries.dob?.yyyy, '') },
    address: Object.fromEntries(
      Object.keys(empty.address).map((part) => [part, text(entries.address?.[part as keyof UserEntries['address']], '')]),
    ) as UserEntries['address'],
    pp: entries.pp === true,
  };
  const fieldErrors =
    'fieldErrors' in stored && typeof stored.fieldErrors === 'object' && stored.fieldErrors !== null
      ? (stored.fieldErrors as HeldRegistration['fieldErrors'])
      : {};
  const choices = 'choices' in stored ? choicesOf(stored.choices) : undefined;
  return choices === undefined ? { entries: merged, fieldErrors } : { entries: merged, fieldErrors, choices };
}

/** Held choices as stored, each item of the right shape; anything else is none. */
function choicesOf(stored: unknown): RegistrationChoices | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { optIns, categoryIds } = stored as Partial<Record<keyof RegistrationChoices, unknown>>;
  const items = Array.isArray(optIns) ? optIns : [];
  const ids = Array.isArray(categoryIds) ? categoryIds : [];
  return {
    optIns: items.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'key' in item && typeof item.key === 'string' && 'subscribe' in item && typeof item.subscribe === 'boolean'
        ? [{ key: item.key, value: 'value' in item && typeof item.value === 'string' ? item.value : '', subscribe: item.subscribe }]
        : [],
    ),
    categoryIds: ids.filter((id): id is string => typeof id === 'string'),
  };
}

export function clearHeldRegistration(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(storageKeys.registrationData);
}
