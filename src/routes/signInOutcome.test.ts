import { describe, expect, it } from 'vitest';
import { signInOutcome, type RefusedGrant } from './signInOutcome';

const refused = (code: string | undefined, details: Record<string, unknown> = {}, status = 400): RefusedGrant => ({ status, code, details, alerted: false });

describe('signInOutcome (SPEC 4, SPEC 8)', () => {
  it('tells a throttled sign-in how many whole minutes to wait, at least one', () => {
    expect(signInOutcome(refused('TOO_MANY_REQUESTS', { retryAfterSeconds: 61 }, 429))).toEqual({
      kind: 'banner',
      banner: { id: 'tooManyAttempts', minutes: 2 },
    });
    expect(signInOutcome(refused('TOO_MANY_REQUESTS', { retryAfterSeconds: 8 }, 429))).toEqual({
      kind: 'banner',
      banner: { id: 'tooManyAttempts', minutes: 1 },
    });
    expect(signInOutcome(refused(undefined, {}, 429))).toEqual({ kind: 'banner', banner: { id: 'tooManyAttempts', minutes: 1 } });
  });

  it.each([
    ['BAD_CREDENTIALS', { id: 'badCredentials' }],
    ['DEVICE_LOCKED', { id: 'deviceLocked' }],
    ['CAPTCHA_INVALID', { id: 'captchaInvalid' }],
    ['INVALID_REQUEST', { id: 'failed' }],
    [undefined, { id: 'failed' }],
  ])('shows %s on the form as a banner', (code, banner) => {
    expect(signInOutcome(refused(code))).toEqual({ kind: 'banner', banner });
  });

  it('tells how many minutes a locked account waits, rounded up', () => {
    expect(signInOutcome(refused('USER_LOCKED', { retryAfterSeconds: 61 }))).toEqual({ kind: 'banner', banner: { id: 'userLocked', minutes: 2 } });
    expect(signInOutcome(refused('USER_LOCKED'))).toEqual({ kind: 'banner', banner: { id: 'userLocked', minutes: 15 } });
  });

  it('sends OTP_REQUIRED to the preference screen with the offered channels', () => {
    expect(signInOutcome(refused('OTP_REQUIRED', { challenge: 'c-1', channels: ['EMAIL', 'SMS', 'FAX'], expiresIn: 600 }))).toEqual({
      kind: 'passcode',
      route: 'login-otp-preference',
      challenge: 'c-1',
      channels: ['EMAIL', 'SMS'],
      expiresInSeconds: 600,
    });
  });

  it.each([
    ['OTP_REQUIRED_EMAIL', 'EMAIL'],
    ['OTP_REQUIRED_PHONE', 'SMS'],
    ['MFA_OTP_REQUIRED', 'TOTP'],
  ])('sends %s straight to the passcode screen for %s', (code, channel) => {
    expect(signInOutcome(refused(code, { challenge: 'c-2' }))).toEqual({
      kind: 'passcode',
      route: 'login-otp',
      challenge: 'c-2',
      channels: [channel],
      channel,
      expiresInSeconds: 900,
    });
  });

  it('keeps the masked destination of a code the gateway sent at once', () => {
    expect(signInOutcome(refused('OTP_REQUIRED_EMAIL', { challenge: 'c-3', destination: 'd•••@example.com' }))).toMatchObject({
      channel: 'EMAIL',
      destination: 'd•••@example.com',
    });
  });

  it('refuses a passcode step without a challenge, since the next step could not prove the first', () => {
    expect(signInOutcome(refused('OTP_REQUIRED', {}))).toEqual({ kind: 'banner', banner: { id: 'failed' } });
  });

  it('leaves the form alone when the global alert was raised', () => {
    expect(signInOutcome({ status: 502, code: undefined, details: {}, alerted: true })).toEqual({ kind: 'alerted' });
  });
});
