import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { optInListSchema } from './optInListSchema';
import {
  kindOfFormKey,
  kindOfLegacyKey,
  legacyAttributesOf,
  optInFormKeys,
  optInKeys,
  optInLegacyKeys,
  optInsByKind,
  parseSavedOptIns,
  toSavedOptIns,
  withKind,
  withoutAllOfTheAbove,
  type OptInItem,
  type OptInKind,
} from './marketingOptIns';

const item = (key: string, subscribe: boolean, value = `${key} label`): OptInItem => ({ key, value, subscribe });

describe('opt-in kinds, legacy keys and form keys (SPEC 3)', () => {
  it.each<[OptInKind, string, string | undefined]>([
    ['email', 'emailOptin', 'email_optin'],
    ['transactional', 'transactionalOptin', 'trnxn_data_optin'],
    ['sms', 'smsOptin', 'sms_optin'],
    ['online', 'onlineOptin', 'online_optin'],
    ['cashback', 'cashbackOptin', undefined],
  ])('%s: form key %s, legacy key %s', (kind, formKey, legacyKey) => {
    expect(optInKeys[kind]).toEqual({ formKey, legacyKey });
    expect(kindOfFormKey(formKey)).toBe(kind);
    if (legacyKey) expect(kindOfLegacyKey(legacyKey)).toBe(kind);
  });

  it('lists the five form keys and the four legacy keys', () => {
    expect(optInFormKeys).toEqual(['emailOptin', 'transactionalOptin', 'smsOptin', 'onlineOptin', 'cashbackOptin']);
    expect(optInLegacyKeys).toEqual(['email_optin', 'trnxn_data_optin', 'sms_optin', 'online_optin']);
  });

  it.each(['email', 'pp', 'all', 'EMAILOPTIN', ''])('knows no kind for %j', (key) => {
    expect(kindOfFormKey(key)).toBeUndefined();
    expect(kindOfLegacyKey(key)).toBeUndefined();
  });
});

describe('the saved list (SPEC 3: the All of the above pseudo-item is stripped when saved as JSON)', () => {
  const list = [item('all', true, 'All of the above'), item('emailOptin', true), item('smsOptin', false)];

  it('strips the pseudo-item', () => {
    expect(withoutAllOfTheAbove(list).map((entry) => entry.key)).toEqual(['emailOptin', 'smsOptin']);
  });

  it('saves key, value and subscribe only, without the pseudo-item, and reads it back', () => {
    const saved = toSavedOptIns([...list, { ...item('onlineOptin', true), extra: 1 } as OptInItem]);
    expect(JSON.parse(saved)).toEqual([item('emailOptin', true), item('smsOptin', false), item('onlineOptin', true)]);
    expect(parseSavedOptIns(saved)).toEqual([item('emailOptin', true), item('smsOptin', false), item('onlineOptin', true)]);
  });

  it.each([undefined, '', 'not json', '{"key":"emailOptin"}', '[{"key":"emailOptin","value":"x","subscribe":"yes"}]'])('reads %j as no list', (text) => {
    expect(parseSavedOptIns(text)).toEqual([]);
  });

  it("reads a list the gateway's schema refuses as no list, and drops extra fields as it does", () => {
    const tooMany = JSON.stringify(Array.from({ length: 7 }, (_, index) => item(`k${index}`, true)));
    const longKey = JSON.stringify([item('k'.repeat(101), true)]);
    const emptyKey = JSON.stringify([item('', true)]);
    const longValue = JSON.stringify([{ ...item('emailOptin', true), value: 'v'.repeat(501) }]);
    for (const text of [tooMany, longKey, emptyKey, longValue, '[null]', '[[]]']) {
      expect(parseSavedOptIns(text)).toEqual([]);
      expect(z.safeParse(optInListSchema, JSON.parse(text)).success).toBe(false);
    }
    const extra = JSON.stringify([{ ...item('emailOptin', true), extra: 1 }]);
    expect(parseSavedOptIns(extra)).toEqual([item('emailOptin', true)]);
    expect(z.safeParse(optInListSchema, JSON.parse(extra)).data).toEqual([item('emailOptin', true)]);
  });
});

describe('legacy keys kept consistent with the list', () => {
  it('mirrors each kind with a legacy key as true or false; cashback and unknown keys have none', () => {
    const list = [item('emailOptin', true), item('transactionalOptin', false), item('cashbackOptin', true), item('smsOptin', true), item('other', true)];
    expect(legacyAttributesOf(list)).toEqual([
      { key: 'email_optin', value: 'true' },
      { key: 'trnxn_data_optin', value: 'false' },
      { key: 'sms_optin', value: 'true' },
    ]);
    expect(optInsByKind(list)).toEqual({ email: true, transactional: false, cashback: true, sms: true });
  });

  it('switches one kind of the list, leaving the others and a missing kind alone', () => {
    const list = [item('emailOptin', true), item('smsOptin', true)];
    expect(withKind(list, 'sms', false)).toEqual([item('emailOptin', true), item('smsOptin', false)]);
    expect(withKind(list, 'online', true)).toEqual(list);
  });
});
