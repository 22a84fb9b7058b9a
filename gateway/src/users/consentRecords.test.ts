import { describe, expect, it } from 'vitest';
import { consentChanges } from './consentRecords';

const list = (items: [string, boolean][]) => JSON.stringify(items.map(([key, subscribe]) => ({ key, value: key, subscribe })));

describe('the consents an attribute write gives or withdraws', () => {
  it('records each opt-in kind whose state changes, or is first set, and no kind that stays', () => {
    const before = [
      {
        key: 'marketing_opt_ins',
        value: list([
          ['emailOptin', true],
          ['smsOptin', false],
        ]),
      },
    ];
    const writes = [
      {
        key: 'marketing_opt_ins',
        value: list([
          ['emailOptin', false],
          ['smsOptin', false],
          ['cashbackOptin', true],
        ]),
      },
    ];
    expect(consentChanges(before, writes)).toEqual([
      { subject: 'email', granted: false },
      { subject: 'cashback', granted: true },
    ]);
  });

  it('reads a legacy key saved alone as its kind', () => {
    expect(consentChanges([{ key: 'sms_optin', value: 'false' }], [{ key: 'sms_optin', value: 'true' }])).toEqual([{ subject: 'sms', granted: true }]);
  });

  it('records the privacy policy whenever pp is written, an acceptance even when it was accepted before', () => {
    expect(consentChanges([{ key: 'pp', value: 'true' }], [{ key: 'pp', value: 'true' }])).toEqual([{ subject: 'pp', granted: true }]);
    expect(consentChanges([], [{ key: 'pp', value: 'false' }])).toEqual([{ subject: 'pp', granted: false }]);
  });

  it('records nothing for a write of other attributes', () => {
    expect(consentChanges([{ key: 'email_optin', value: 'true' }], [{ key: 'locale', value: 'en_us' }])).toEqual([]);
  });
});
