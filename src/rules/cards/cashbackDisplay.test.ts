import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../site/siteConfig';
import { cashbackCardNumber, isCashbackBadgeShown } from './cashbackDisplay';

const site = (cashback: unknown): SiteConfig => ({
  name: 'demo',
  siteId: 'demo',
  theme: 'classic',
  siteFeatureConfigurations: cashback === undefined ? [] : [{ name: 'marketing_optins', featureConfig: { email: true, cashback } }],
});
const optedIn = (subscribe: boolean) => ({ marketing_opt_ins: JSON.stringify([{ key: 'cashbackOptin', value: 'Cashback', subscribe }]) });

describe('the cashback eligibility badge (SPEC 6)', () => {
  it.each([
    ['site on, user subscribed', site(true), optedIn(true), true],
    ['site on, user unsubscribed', site(true), optedIn(false), false],
    ['site on, user never chose', site(true), {}, false],
    ['site off, user subscribed', site(false), optedIn(true), false],
    ['no marketing_optins feature, user subscribed', site(undefined), optedIn(true), false],
  ])('%s: shown %s', (_name, config, attributes, shown) => {
    expect(isCashbackBadgeShown(config, attributes)).toBe(shown);
  });
});

describe('a card of the cashback list (SPEC 2)', () => {
  it.each([
    ['1111', 'XXXX XXXX XXXX 1111'],
    ['0013', 'XXXX XXXX XXXX 0013'],
    ['4111111111111111', 'XXXX XXXX XXXX 1111'],
  ])('%s shows as %s', (pan, shown) => {
    expect(cashbackCardNumber(pan)).toBe(shown);
  });
});
