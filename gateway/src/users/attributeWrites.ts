// Turns the attributes of a save request into the attributes to store (SPEC 3 keys and opt-ins): every key checked
// against the key table, every value normalised, the legacy opt-in keys kept consistent with the opt-in list.
import type { UserAttribute } from '../../../src/api/contracts/preferences';
import {
  kindOfLegacyKey,
  legacyAttributesOf,
  marketingOptInsAttribute,
  optInFlag,
  parseSavedOptIns,
  toSavedOptIns,
  withKind,
} from '../../../src/rules/preferences/marketingOptIns';
import { offersPreferenceAttribute } from '../../../src/rules/preferences/offersPreference';
import { InvalidRequestError } from '../http';
import { siteCategoryIds } from '../offers/offerCategories';
import { attributeFormats, attributeKeyRule, type FormatContext } from './attributeKeys';
import { readAttributes } from './userAttributes';

/** SPEC 7: the profile object's vopUsers is never saved, also when it arrives as an attribute. */
const ignoredAttributeKeys: ReadonlySet<string> = new Set(['vopUsers']);

export type AttributeWrites = { kind: 'write'; attributes: UserAttribute[] } | { kind: 'readOnly'; key: string };

function invalid(index: number, part: 'key' | 'value', message: string): InvalidRequestError {
  const field = `attributes.${index}.${part}`;
  return new InvalidRequestError(`${field}: ${message}`, { field });
}

/**
 * The attributes to store for a user on a site, or the read-only key that refuses the save. Malformed keys and values
 * throw InvalidRequestError naming `attributes.{index}.key|value`; values are never echoed.
 */
export async function attributeWrites(
  db: D1Database,
  owner: { userId: string; siteId: string },
  requested: readonly UserAttribute[],
): Promise<AttributeWrites> {
  const context: FormatContext = {
    siteCategoryIds: requested.some((attribute) => attribute.key === offersPreferenceAttribute) ? await siteCategoryIds(db, owner.siteId) : new Set(),
  };
  const given = new Map<string, string>();
  for (const [index, { key, value }] of requested.entries()) {
    if (ignoredAttributeKeys.has(key)) continue;
    const rule = attributeKeyRule(key);
    if (rule === undefined) throw invalid(index, 'key', 'not an attribute key');
    if (rule.access === 'system') return { kind: 'readOnly', key };
    if (rule.access === 'account' || rule.format === undefined) throw invalid(index, 'key', 'held by the account; written through user-mgmt calls');
    if (given.has(key)) throw invalid(index, 'key', 'given more than once');
    const normalised = attributeFormats[rule.format](value, context);
    if (normalised === undefined) throw invalid(index, 'value', `not a valid ${rule.format}`);
    given.set(key, normalised);
  }
  return { kind: 'write', attributes: await withConsistentOptIns(db, owner, given, requested) };
}

/**
 * A saved opt-in list sets the legacy keys of its kinds (a conflicting legacy value in the same request is refused);
 * legacy keys saved alone switch their kind in the stored list.
 */
async function withConsistentOptIns(
  db: D1Database,
  owner: { userId: string; siteId: string },
  given: Map<string, string>,
  requested: readonly UserAttribute[],
): Promise<UserAttribute[]> {
  const indexOf = (key: string) => requested.findIndex((attribute) => attribute.key === key);
  const list = given.get(marketingOptInsAttribute);
  if (list !== undefined) {
    for (const legacy of legacyAttributesOf(parseSavedOptIns(list))) {
      const value = given.get(legacy.key);
      if (value !== undefined && value !== legacy.value) throw invalid(indexOf(legacy.key), 'value', `contradicts ${marketingOptInsAttribute}`);
      given.set(legacy.key, legacy.value);
    }
  } else {
    const legacyKeys = [...given.keys()].filter((key) => kindOfLegacyKey(key) !== undefined);
    if (legacyKeys.length > 0) {
      const stored = (await readAttributes(db, owner.userId, owner.siteId)).find((attribute) => attribute.key === marketingOptInsAttribute);
      let items = parseSavedOptIns(stored?.value);
      for (const key of legacyKeys) {
        const kind = kindOfLegacyKey(key);
        if (kind) items = withKind(items, kind, given.get(key) === optInFlag.on);
      }
      if (items.length > 0) given.set(marketingOptInsAttribute, toSavedOptIns(items));
    }
  }
  return [...given].map(([key, value]) => ({ key, value }));
}
