import { describe, expect, it } from 'vitest';
import { passcodeChannelAttribute } from '../../../src/api/contracts/passcode';
import { readOnlyAttributeKeys } from '../../../src/api/contracts/preferences';
import { marketingOptInsAttribute, optInLegacyKeys, privacyPolicyKey } from '../../../src/rules/preferences/marketingOptIns';
import { offersPreferenceAttribute } from '../../../src/rules/preferences/offersPreference';
import { attributeFormats, attributeKeyRule, attributeKeys } from './attributeKeys';

/** SPEC 3 "Registration and profile attribute keys". */
const spec3Keys = [
  'first_name',
  'last_name',
  'dob',
  'password',
  'confirm_password',
  'email',
  'title',
  'locale',
  'country',
  'state',
  'region',
  'phone',
  'ninedigitbin',
  'bin',
  'bank',
  'email_optin',
  'marketing_opt_ins',
  'offers_preference',
  'redeemed_offers',
  'campaigns',
  'pan',
  'marketing_platform_level_optin',
  'nationalId',
  'business_type',
  'address',
  'customerOriginDetails',
];

describe('the attribute key table', () => {
  it('holds every SPEC 3 key, the legacy opt-in keys, pp, allow_delete_profile and passcode_channel, and nothing else', () => {
    const expected = new Set([...spec3Keys, ...optInLegacyKeys, privacyPolicyKey, ...readOnlyAttributeKeys, passcodeChannelAttribute]);
    expect(new Set(Object.keys(attributeKeys))).toEqual(expected);
  });

  it.each<[string, string, string | undefined]>([
    ...optInLegacyKeys.map((key): [string, string, string] => [key, 'user', 'flag']),
    [privacyPolicyKey, 'user', 'flag'],
    [passcodeChannelAttribute, 'user', 'channel'],
    [marketingOptInsAttribute, 'user', 'optInList'],
    [offersPreferenceAttribute, 'user', 'categoryIds'],
    ['allow_delete_profile', 'system', undefined],
    ['phone', 'account', undefined],
    ['password', 'account', undefined],
    ['pan', 'account', undefined],
  ])('%s is written by %s as %s', (key, access, format) => {
    expect(attributeKeyRule(key)).toEqual(format === undefined ? { access } : { access, format });
  });

  it.each(['toString', '__proto__', 'constructor', 'vopUsers'])('knows no key %s', (key) => {
    expect(attributeKeyRule(key)).toBeUndefined();
  });
});

describe('attribute value formats', () => {
  const context = { siteCategoryIds: new Set(['dining', 'travel']) };
  it.each<[keyof typeof attributeFormats, string, string | undefined]>([
    ['flag', 'true', 'true'],
    ['flag', 'TRUE', undefined],
    ['locale', 'pt_br', 'pt_br'],
    ['locale', 'pt-BR', undefined],
    ['text', 'Rua das Flores, 10', 'Rua das Flores, 10'],
    ['text', 'see https://example.com', undefined],
    ['text', '../etc', undefined],
    ['longText', 'x'.repeat(2000), 'x'.repeat(2000)],
    ['longText', 'x'.repeat(2001), undefined],
    ['idList', '[ "offer-1", "offer-2" ]', '["offer-1","offer-2"]'],
    ['idList', '["<script>"]', undefined],
    ['idList', '[""]', undefined],
    ['categoryIds', '["travel","dining"]', '["travel","dining"]'],
    ['categoryIds', '["Travel"]', undefined],
    ['categoryIds', '[]', '[]'],
    [
      'optInList',
      '[{"key":"all","value":"All of the above","subscribe":true},{"key":"emailOptin","value":"E-mail","subscribe":true}]',
      '[{"key":"emailOptin","value":"E-mail","subscribe":true}]',
    ],
    ['optInList', '[{"key":"emailOptin","value":"<img src=x>","subscribe":true}]', undefined],
    ['optInList', '[{"key":"emailOptin","value":"E-mail"}]', undefined],
  ])('%s reads %j as %j', (format, value, stored) => {
    expect(attributeFormats[format](value, context)).toBe(stored);
  });
});
