import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site/siteConfig';
import type { OptInKind } from './marketingOptIns';
import { isSubscribed, offeredOptInKinds, optInChoices } from './optInChoices';

const site = (marketingOptins?: Record<string, unknown>): SiteConfig => ({
  name: 'demo',
  siteId: 'demo',
  theme: 'classic',
  siteFeatureConfigurations: marketingOptins === undefined ? [] : [{ name: 'marketing_optins', featureConfig: marketingOptins }],
});

const labels: Record<OptInKind, string> = { email: 'E-mail', transactional: 'Transactions', sms: 'SMS', online: 'Online', cashback: 'Cashback' };

describe('the opt-ins a site offers (marketing_optins)', () => {
  it.each([
    ['none without the feature', undefined, []],
    ['the kinds switched on by true', { email: true, sms: false, cashback: true }, ['email', 'cashback']],
    ["the kinds switched on by 'true'", { online: 'true', sms: 'false' }, ['online']],
    ['the kinds whose optin flag is on (SPEC 3)', { email: { optin: true }, sms: { optin: false }, online: { optin: 'true' } }, ['email', 'online']],
    ['in SPEC 3 order, whatever the config order', { cashback: true, email: true, transactional: true }, ['email', 'transactional', 'cashback']],
    ['not unknown kinds', { fax: true, email: true }, ['email']],
  ] as const)('%s', (_name, config, expected) => {
    expect(offeredOptInKinds(site(config))).toEqual(expected);
  });
});

describe("a user's opt-in choices", () => {
  it('are off when nothing is saved', () => {
    expect(optInChoices(['email', 'cashback'], {}, labels)).toEqual([
      { key: 'emailOptin', value: 'E-mail', subscribe: false },
      { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
    ]);
  });

  it('follow the saved list, labelled for the page, not as saved', () => {
    const saved = JSON.stringify([
      { key: 'emailOptin', value: 'Courriel', subscribe: true },
      { key: 'cashbackOptin', value: 'Remise', subscribe: false },
    ]);
    expect(optInChoices(['email', 'cashback'], { marketing_opt_ins: saved }, labels)).toEqual([
      { key: 'emailOptin', value: 'E-mail', subscribe: true },
      { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
    ]);
  });

  it('fall back to the legacy keys for kinds the list does not hold', () => {
    const saved = JSON.stringify([{ key: 'emailOptin', value: 'E-mail', subscribe: false }]);
    expect(
      optInChoices(['email', 'sms', 'online'], { marketing_opt_ins: saved, email_optin: 'true', sms_optin: 'true', online_optin: 'false' }, labels),
    ).toEqual([
      { key: 'emailOptin', value: 'E-mail', subscribe: false },
      { key: 'smsOptin', value: 'SMS', subscribe: true },
      { key: 'onlineOptin', value: 'Online', subscribe: false },
    ]);
  });

  it('read an unreadable saved list as none', () => {
    expect(optInChoices(['email'], { marketing_opt_ins: '{not json', email_optin: 'true' }, labels)).toEqual([
      { key: 'emailOptin', value: 'E-mail', subscribe: true },
    ]);
  });

  it.each([
    ['subscribed in the saved list', { marketing_opt_ins: JSON.stringify([{ key: 'cashbackOptin', value: 'x', subscribe: true }]) }, true],
    ['unsubscribed in the saved list', { marketing_opt_ins: JSON.stringify([{ key: 'cashbackOptin', value: 'x', subscribe: false }]) }, false],
    ['absent from the saved list', { marketing_opt_ins: JSON.stringify([{ key: 'emailOptin', value: 'x', subscribe: true }]) }, false],
    ['with nothing saved', {}, false],
  ])('tell whether one kind is on: cashback %s', (_name, attributes, expected) => {
    expect(isSubscribed('cashback', attributes)).toBe(expected);
  });
});
