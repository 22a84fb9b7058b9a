import { describe, expect, it, vi } from 'vitest';
import { json, memoryStorage, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { otpValidityMs } from '../../site/authState';
import { loadCheckDestinations, sendCheckCode } from './checkCode';
import { verifyCheckCode } from './checkCodeVerify';
import { readCheckCodeData } from './checkCodeData';

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined }));

const now = 1_700_000_000_000;
const profile = { email: 'ana@example.com', userAccountStatus: 'ACTIVE', primaryUserIdentifier: 'ana@example.com' };

describe('where the check code can go (SPEC 7 get-preference-details)', () => {
  it('asks about the signed-in user and answers the masked e-mail and phone, and the channel they chose', async () => {
    const { api, requests, bodies } = recordingApi({}, (request) =>
      request.url.endsWith('/find') ? json(profile) : json({ email: 'a•••@example.com', phone: '••••0100', preferredChannel: 'SMS' }),
    );
    await expect(loadCheckDestinations('site-1', { api })).resolves.toEqual({
      kind: 'loaded',
      email: 'a•••@example.com',
      phone: '••••0100',
      preferredChannel: 'SMS',
    });
    expect(requests[1]?.url).toBe(`${testOrigin}/api/user-mgmt/user/get-preference-details`);
    expect(JSON.parse(bodies[1] ?? '')).toEqual({ primaryUserIdentifier: 'ana@example.com', siteId: 'site-1' });
  });

  it('explains a refusal in the banner, and leaves server failures to the global alert', async () => {
    const refused = recordingApi({}, () => json({ error: 'NOT_FOUND' }, 404, { 'X-CID': 'cid-9' }));
    await expect(loadCheckDestinations('site-1', { api: refused.api })).resolves.toEqual({ kind: 'banner', banner: { id: 'failed', correlationId: 'cid-9' } });
    const failed = recordingApi({}, () => json({ error: 'INTERNAL_ERROR' }, 500));
    await expect(loadCheckDestinations('site-1', { api: failed.api })).resolves.toEqual({ kind: 'alerted' });
  });
});

describe('sending the check code (SPEC 7 send-code without a challenge)', () => {
  it('sends to the chosen channel and holds where the code went', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ channel: 'SMS', destination: '••••0100', expiresIn: 900 }, 202));
    const session = memoryStorage();
    await expect(sendCheckCode('SMS', 'otp-check-preference', { api, now, session })).resolves.toEqual({ kind: 'sent', destination: '••••0100' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/send-code`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ channel: 'SMS' });
    expect(readCheckCodeData(now, session)).toEqual({ channel: 'SMS', destination: '••••0100', expiresAt: now + 900_000 });
  });

  it.each<[string, 'otp-check-preference' | 'otp-check-passcode', number, string, unknown]>([
    ['too many codes', 'otp-check-preference', 429, 'TOO_MANY_REQUESTS', { kind: 'banner', banner: { id: 'tooManyCodes' } }],
    ['a server failure on the choice page, alerted', 'otp-check-preference', 502, 'BAD_GATEWAY', { kind: 'alerted' }],
    [
      'a server failure on the code page, where the catalogue skips it',
      'otp-check-passcode',
      502,
      'BAD_GATEWAY',
      { kind: 'banner', banner: { id: 'failed', correlationId: 'cid-1' } },
    ],
  ])('holds nothing after %s', async (_, route, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status, { 'X-CID': 'cid-1' }));
    const session = memoryStorage();
    await expect(sendCheckCode('EMAIL', route, { api, now, session })).resolves.toEqual(expected);
    expect(session.setItem).not.toHaveBeenCalled();
  });

  it('says how many minutes to wait when the 429 names its wait (Retry-After)', async () => {
    const { api } = recordingApi({}, () => json({ error: 'TOO_MANY_REQUESTS' }, 429, { 'Retry-After': '530' }));
    await expect(sendCheckCode('EMAIL', 'otp-check-preference', { api, now, session: memoryStorage() })).resolves.toEqual({
      kind: 'banner',
      banner: { id: 'tooManyAttempts', minutes: 9 },
    });
  });
});

describe('checking the code (SPEC 7 find-code, purpose CHECK)', () => {
  it('checks the code and starts the 15 minutes of a passed check', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ valid: true, expiresIn: 900 }));
    const session = memoryStorage({ check_code_data: 'held' });
    const local = memoryStorage();
    await expect(verifyCheckCode('123456', { api, now, session, local })).resolves.toEqual({ kind: 'verified' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/find-code`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ purpose: 'CHECK', passcode: '123456' });
    expect(local.values.get('otp_expiry')).toBe(String(now + otpValidityMs));
    expect(session.values.has('check_code_data')).toBe(false);
  });

  it.each<[string, number, string, unknown]>([
    ['a wrong code', 400, 'OTP_INVALID', { kind: 'incorrect' }],
    ['an expired, used or unsent code', 400, 'OTP_EXPIRED', { kind: 'expired' }],
    ['the fifth wrong code', 400, 'DEVICE_LOCKED', { kind: 'banner', banner: { id: 'locked' } }],
    ['a server failure, which the catalogue skips on this page', 500, 'INTERNAL_ERROR', { kind: 'banner', banner: { id: 'failed', correlationId: 'cid-7' } }],
    ['a 401, which does not sign out on this page', 401, 'UNAUTHORIZED', { kind: 'banner', banner: { id: 'failed', correlationId: 'cid-7' } }],
  ])('starts no check after %s', async (_, status, code, expected) => {
    const { api, environment } = recordingApi({}, () => json({ error: code }, status, { 'X-CID': 'cid-7' }));
    const local = memoryStorage();
    await expect(verifyCheckCode('123456', { api, now, session: memoryStorage(), local })).resolves.toEqual(expected);
    expect(local.setItem).not.toHaveBeenCalled();
    expect(environment.onError).toHaveBeenCalledTimes(1);
  });
});
