import { describe, expect, it } from 'vitest';
import { tokenRequestSchema } from './tokenRequests';

const first = { grant_type: 'password', username: 'ada@example.com', password: 'Secret1!', siteId: 'site-1' };
const second = { grant_type: 'password', username: 'ada@example.com', siteId: 'site-1', otp: '012345', otp_type: 'EMAIL', otp_challenge: 'c-1_x' };

describe('the password grant form (SPEC 7): a first step with the password, a second with the code', () => {
  it.each([
    ['the first step', first],
    ['the first step with OTP fields and no challenge (ignored by the gateway)', { ...first, otp: '123456', otp_type: 'SMS', trust_device: 'false' }],
    ['the second step without a password', second],
    ['the second step asking for device trust', { ...second, otp_type: 'TOTP', trust_device: 'true' }],
  ])('accepts %s', (_, form) => {
    expect(tokenRequestSchema.safeParse(form).success).toBe(true);
  });

  it.each<[string, Record<string, string>, string]>([
    ['neither password nor challenge', { grant_type: 'password', username: 'a', siteId: 's' }, 'password'],
    ['a challenge without its code', { ...second, otp: undefined } as unknown as Record<string, string>, 'otp'],
    ['a challenge without otp_type', { ...second, otp_type: undefined } as unknown as Record<string, string>, 'otp_type'],
    ['a code that is not 6 digits', { ...second, otp: '12345a' }, 'otp'],
    ['an unknown otp_type', { ...second, otp_type: 'CALL' }, 'otp_type'],
    ['trust_device other than true or false', { ...second, trust_device: '1' }, 'trust_device'],
  ])('refuses %s, naming %s', (_, form, field) => {
    const parsed = tokenRequestSchema.safeParse(JSON.parse(JSON.stringify(form)));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});
