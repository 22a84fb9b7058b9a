import { describe, expect, it, vi } from 'vitest';
import { json, memoryStorage, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { fieldError } from '../../rules/fields/fieldErrors';
import { holdRecoveryEmail, requestRecoveryPasscode, resetPasswordWithPasscode } from './recovery';
import { verifyRecoveryPasscode } from './recoveryPasscodeCheck';
import { readRecoveryData, recoveryDataLifetimeMs } from './recoveryData';

const place = { siteId: 'site-1', locale: 'pt_br' };
const now = 1_000_000;
const accepted = () => json({ status: 'ACCEPTED', expiresIn: 900 }, 202);

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined }));

describe('asking for a recovery passcode (SPEC 7 send-passcode)', () => {
  it('sends the trimmed address, site and locale, and holds the address and channel for the next page', async () => {
    const { api, requests, bodies } = recordingApi({}, accepted);
    const storage = memoryStorage();
    await expect(requestRecoveryPasscode({ email: ' ana@example.com ' }, place, { api, now, storage })).resolves.toEqual({ kind: 'sent' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/send-passcode`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ email: 'ana@example.com', siteId: 'site-1', locale: 'pt_br' });
    expect(readRecoveryData(now, storage)).toEqual({ email: 'ana@example.com', channel: 'EMAIL', expiresAt: now + recoveryDataLifetimeMs });
  });

  it('asks for the chosen channel step by step', async () => {
    const { api, bodies } = recordingApi({}, accepted);
    const storage = memoryStorage();
    await requestRecoveryPasscode({ email: 'ana@example.com', channel: 'SMS' }, place, { api, now, storage });
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ channel: 'SMS' });
    expect(readRecoveryData(now, storage)?.channel).toBe('SMS');
  });

  it("carries the captcha widget's token on a captcha site, and none elsewhere", async () => {
    const { api, requests } = recordingApi({}, accepted);
    await requestRecoveryPasscode({ email: 'ana@example.com' }, { ...place, captchaToken: '' }, { api, now, storage: memoryStorage() });
    await requestRecoveryPasscode({ email: 'ana@example.com' }, place, { api, now, storage: memoryStorage() });
    expect(requests.map((request) => request.headers.get('X-HCAPTCHA-TOKEN'))).toEqual(['', null]);
  });

  it.each<[string, number, string, unknown]>([
    ['a refused captcha', 400, 'CAPTCHA_INVALID', { kind: 'banner', banner: 'captchaInvalid' }],
    ['another refusal', 400, 'INVALID_REQUEST', { kind: 'banner', banner: 'failed' }],
    ['too many requests (no wait named: one minute)', 429, 'TOO_MANY_REQUESTS', { kind: 'banner', banner: { id: 'tooManyAttempts', minutes: 1 } }],
    ['a server failure, alerted by the catalogue', 502, 'BAD_GATEWAY', { kind: 'alerted' }],
  ])('holds nothing after %s', async (_, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    const storage = memoryStorage();
    await expect(requestRecoveryPasscode({ email: 'ana@example.com' }, place, { api, now, storage })).resolves.toEqual(expected);
    expect(readRecoveryData(now, storage)).toBeUndefined();
  });
});

describe('the first step of the step-by-step flow', () => {
  it('holds only the trimmed address', () => {
    const storage = memoryStorage();
    holdRecoveryEmail(' ana@example.com ', { now, storage });
    expect(readRecoveryData(now, storage)).toEqual({ email: 'ana@example.com', expiresAt: now + recoveryDataLifetimeMs });
  });
});

describe('checking the recovery passcode (SPEC 7 find-code, purpose RECOVERY)', () => {
  const held = { email: 'ana@example.com', channel: 'SMS' as const, expiresAt: now + 1 };

  it('checks the code of the held address and holds it for the reset', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ valid: true }));
    const storage = memoryStorage();
    await expect(verifyRecoveryPasscode(held, '123456', place, { api, now, storage })).resolves.toEqual({ kind: 'verified' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/find-code`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ purpose: 'RECOVERY', email: 'ana@example.com', siteId: 'site-1', passcode: '123456' });
    expect(readRecoveryData(now, storage)).toEqual({ email: 'ana@example.com', channel: 'SMS', passcode: '123456', expiresAt: now + recoveryDataLifetimeMs });
  });

  it.each<[string, number, string, unknown]>([
    ['a wrong, expired or unknown code', 400, 'OTP_INVALID', { kind: 'passcodeIncorrect' }],
    ['another refusal', 404, 'NOT_FOUND', { kind: 'banner', banner: 'failed' }],
    ['a server failure, alerted by the catalogue', 500, 'INTERNAL_ERROR', { kind: 'alerted' }],
  ])('holds no passcode after %s', async (_, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    const storage = memoryStorage();
    await expect(verifyRecoveryPasscode(held, '123456', place, { api, now, storage })).resolves.toEqual(expected);
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});

describe('setting the new password (SPEC 7 change-password-from-passcode)', () => {
  const request = { email: ' ana@example.com ', passcode: '123456', password: 'New-Passw0rd!' };

  it('sends the address, site, passcode and password, then lets go of the held data', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ changed: true }));
    const storage = memoryStorage({ recovery_data: JSON.stringify({ email: 'ana@example.com', expiresAt: now + 1 }) });
    await expect(resetPasswordWithPasscode(request, place, { api, storage })).resolves.toEqual({ kind: 'changed' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/change-password-from-passcode`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ email: 'ana@example.com', siteId: 'site-1', passcode: '123456', password: 'New-Passw0rd!' });
    expect(storage.values.has('recovery_data')).toBe(false);
  });

  it.each<[string, number, Record<string, unknown>, unknown]>([
    ['a wrong or spent passcode', 400, { error: 'OTP_INVALID' }, { kind: 'passcodeIncorrect' }],
    ['one of the last 4 passwords', 400, { error: 'PASSWORD_REUSED' }, { kind: 'passwordReused' }],
    [
      'a password the rules refuse',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { password: { id: 'passwordRulesError', count: 2 } } } },
      { kind: 'passwordRules', error: fieldError('passwordRulesError', 2) },
    ],
    [
      'validation of something else',
      400,
      { error: 'VALIDATION_FAILED', details: { fields: { email: { id: 'error' } } } },
      { kind: 'banner', banner: 'failed' },
    ],
    ['a server failure, alerted by the catalogue', 524, { error: 'TIMEOUT' }, { kind: 'alerted' }],
  ])('keeps the held data after %s', async (_, status, body, expected) => {
    const { api } = recordingApi({}, () => json(body, status));
    const storage = memoryStorage({ recovery_data: 'held' });
    await expect(resetPasswordWithPasscode(request, place, { api, storage })).resolves.toEqual(expected);
    expect(storage.values.get('recovery_data')).toBe('held');
  });
});
