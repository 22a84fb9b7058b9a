// Marketing opt-ins (SPEC 3 "Marketing opt-ins"): the kinds, their legacy attribute keys and form keys, and the list
// saved as JSON under marketing_opt_ins. Shared by the opt-in screens and the gateway, which keeps both forms consistent.
export const optInKinds = ['email', 'transactional', 'sms', 'online', 'cashback'] as const;
export type OptInKind = (typeof optInKinds)[number];

/** Each kind's form key and legacy attribute key (cashback has none). */
export const optInKeys = {
  email: { formKey: 'emailOptin', legacyKey: 'email_optin' },
  transactional: { formKey: 'transactionalOptin', legacyKey: 'trnxn_data_optin' },
  sms: { formKey: 'smsOptin', legacyKey: 'sms_optin' },
  online: { formKey: 'onlineOptin', legacyKey: 'online_optin' },
  cashback: { formKey: 'cashbackOptin', legacyKey: undefined },
} as const satisfies Record<OptInKind, { formKey: string; legacyKey: string | undefined }>;

export type OptInFormKey = (typeof optInKeys)[OptInKind]['formKey'];
export type OptInLegacyKey = NonNullable<(typeof optInKeys)[OptInKind]['legacyKey']>;

/** The attribute holding the list as JSON. */
export const marketingOptInsAttribute = 'marketing_opt_ins';
/** The privacy-policy acceptance key. */
export const privacyPolicyKey = 'pp';
/** Key of the 'All of the above' pseudo-item: it toggles all and is never saved. */
export const allOfTheAboveKey = 'all';

/** Attribute values of the legacy keys (and pp). */
export const optInFlag = { on: 'true', off: 'false' } as const;

export const optInFormKeys: readonly OptInFormKey[] = optInKinds.map((kind) => optInKeys[kind].formKey);
export const optInLegacyKeys: readonly OptInLegacyKey[] = optInKinds.flatMap((kind) => optInKeys[kind].legacyKey ?? []);

export function kindOfFormKey(key: string): OptInKind | undefined {
  return optInKinds.find((kind) => optInKeys[kind].formKey === key);
}

export function kindOfLegacyKey(key: string): OptInKind | undefined {
  return optInKinds.find((kind) => optInKeys[kind].legacyKey === key);
}

/**
 * A list item: `key` is a form key (or the pseudo-item's), `value` its label, `subscribe` whether it is on. The list's
 * zod schema, for the gateway, is in optInListSchema.ts; the screens read a saved list with `parseSavedOptIns`, which
 * checks the same rules by hand, so rendering an opt-in needs no schema library.
 */
export interface OptInItem {
  key: string;
  value: string;
  subscribe: boolean;
}

/** Most items a list holds: each kind and the 'All of the above' pseudo-item. */
export const maxOptInItems = optInKinds.length + 1;

/** The item `value` holds when it has an item's fields and their limits (extra fields dropped), else undefined. */
function optInItemOf(value: unknown): OptInItem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { key, value: label, subscribe } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key.length < 1 || key.length > 100) return undefined;
  if (typeof label !== 'string' || label.length > 500 || typeof subscribe !== 'boolean') return undefined;
  return { key, value: label, subscribe };
}

/** The list without the 'All of the above' pseudo-item, as it is saved. */
export function withoutAllOfTheAbove(items: readonly OptInItem[]): OptInItem[] {
  return items.filter((item) => item.key !== allOfTheAboveKey);
}

/** The JSON text saved under marketing_opt_ins. */
export function toSavedOptIns(items: readonly OptInItem[]): string {
  return JSON.stringify(withoutAllOfTheAbove(items).map(({ key, value, subscribe }) => ({ key, value, subscribe })));
}

/** A saved list; an absent or unreadable value reads as no list. */
export function parseSavedOptIns(text: string | undefined): OptInItem[] {
  if (text === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length > maxOptInItems) return [];
    const items = parsed.map(optInItemOf);
    return items.every((item) => item !== undefined) ? withoutAllOfTheAbove(items) : [];
  } catch {
    return [];
  }
}

/** Whether each kind the list names is on. Items of unknown keys are not kinds. */
export function optInsByKind(items: readonly OptInItem[]): Partial<Record<OptInKind, boolean>> {
  const byKind: Partial<Record<OptInKind, boolean>> = {};
  for (const item of items) {
    const kind = kindOfFormKey(item.key);
    if (kind) byKind[kind] = item.subscribe;
  }
  return byKind;
}

/** The legacy attributes that mirror the list: one per kind in the list that has a legacy key. */
export function legacyAttributesOf(items: readonly OptInItem[]): { key: OptInLegacyKey; value: string }[] {
  return Object.entries(optInsByKind(items)).flatMap(([kind, on]) => {
    const legacyKey = optInKeys[kind as OptInKind].legacyKey;
    return legacyKey === undefined ? [] : [{ key: legacyKey, value: on ? optInFlag.on : optInFlag.off }];
  });
}

/** The list with one kind switched on or off; a kind the list does not hold is left out. */
export function withKind(items: readonly OptInItem[], kind: OptInKind, subscribe: boolean): OptInItem[] {
  return items.map((item) => (item.key === optInKeys[kind].formKey ? { ...item, subscribe } : item));
}
