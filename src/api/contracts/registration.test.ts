import { describe, expect, it } from 'vitest';
import { marketingOptInKeys, registrationRequestSchema, siteRegistrationRequestSchema } from './registration';

const request = { siteId: 'site-1', locale: 'en_us', email: 'a@example.com', password: 'x', confirm_password: 'x' };

describe('the registration contract', () => {
  it('accepts every opt-in key of SPEC 3: form keys, legacy keys and the all item', () => {
    expect([...marketingOptInKeys].sort()).toEqual(
      [
        'all',
        'cashbackOptin',
        'emailOptin',
        'email_optin',
        'onlineOptin',
        'online_optin',
        'smsOptin',
        'sms_optin',
        'transactionalOptin',
        'trnxn_data_optin',
      ].sort(),
    );
  });

  it.each([
    ['an empty dob (the field left blank)', { dob: '' }],
    ['a dob as YYYY-MM-DD', { dob: '1990-04-12' }],
    ['opt-ins with the all item', { marketing_opt_ins: [{ key: 'all', subscribe: true }] }],
    ['a card', { userAssetRequest: [{ assetType: 'PAN', value: '4111111111111111' }] }],
  ])('accepts %s', (_, extra) => {
    expect(registrationRequestSchema.safeParse({ ...request, ...extra }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a dob in another format', { dob: '12/04/1990' }, 'dob'],
    ['an unknown opt-in key', { marketing_opt_ins: [{ key: 'newsletter', subscribe: true }] }, 'marketing_opt_ins'],
    ['more than ten cards', { userAssetRequest: Array.from({ length: 11 }, () => ({ assetType: 'PAN', value: '4111111111111111' })) }, 'userAssetRequest'],
  ])('refuses %s', (_, extra, field) => {
    expect(registrationRequestSchema.safeParse({ ...request, ...extra }).error?.issues[0]?.path[0]).toBe(field);
  });

  it('lets register/{siteId} leave the site id out of the body', () => {
    const { siteId: _, ...withoutSite } = request;
    expect(siteRegistrationRequestSchema.safeParse(withoutSite).success).toBe(true);
    expect(registrationRequestSchema.safeParse(withoutSite).success).toBe(false);
  });
});
