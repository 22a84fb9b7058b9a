import { describe, expect, it, vi } from 'vitest';
import { json, recordingApi, testOrigin } from '../../api/testing/recordingApi';
import { activateAccount, resendActivation, resendOwnActivation } from './activation';

vi.mock('../page/session', () => ({ reportFailure: vi.fn(), sessionApi: () => undefined }));

const place = { siteId: 'site-1', locale: 'en_us' };
const token = 's-rEVDxHf0UQ_0QofjbjUXsewId1A8ij-gIBx7fp_8Y';

describe('activating an account from its link (SPEC 7 activate-token)', () => {
  it('sends the token and reports the account active', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ userAccountStatus: 'ACTIVE', siteId: 'site-1' }));
    await expect(activateAccount(token, api)).resolves.toEqual({ kind: 'activated' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/activate-token`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ token });
  });

  it.each<[string, number, string, unknown]>([
    ['an expired link', 400, 'ACTIVATION_TOKEN_EXPIRED', { kind: 'expired' }],
    ['a used or unknown link', 400, 'ACTIVATION_TOKEN_INVALID', { kind: 'invalid' }],
    ['a malformed request', 400, 'INVALID_REQUEST', { kind: 'failed' }],
    ['a server failure (the generic alert is up)', 500, 'INTERNAL_ERROR', { kind: 'failed' }],
    ['an id that is not its own property', 400, 'toString', { kind: 'failed' }],
  ])('explains %s', async (_, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(activateAccount(token, api)).resolves.toEqual(expected);
  });
});

describe('resending the activation e-mail (SPEC 7 activation-email)', () => {
  it('sends the trimmed address with the site and locale', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ status: 'ACCEPTED' }, 202));
    await expect(resendActivation(' ana@example.com ', place, api)).resolves.toEqual({ kind: 'sent', email: 'ana@example.com' });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/activation-email`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ email: 'ana@example.com', siteId: 'site-1', locale: 'en_us' });
  });

  it("carries the captcha widget's token on a captcha site, and none elsewhere", async () => {
    const { api, requests } = recordingApi({}, () => json({ status: 'ACCEPTED' }, 202));
    await resendActivation('ana@example.com', { ...place, captchaToken: 'captcha-1' }, api);
    await resendActivation('ana@example.com', place, api);
    expect(requests.map((request) => request.headers.get('X-HCAPTCHA-TOKEN'))).toEqual(['captcha-1', null]);
  });

  it.each<[string, number, string, unknown]>([
    ['a refused captcha', 400, 'CAPTCHA_INVALID', { kind: 'banner', banner: 'captchaInvalid' }],
    ['another refusal', 400, 'INVALID_REQUEST', { kind: 'banner', banner: 'failed' }],
    ['a server failure, alerted by the catalogue', 502, 'BAD_GATEWAY', { kind: 'alerted' }],
  ])('explains %s', async (_, status, code, expected) => {
    const { api } = recordingApi({}, () => json({ error: code }, status));
    await expect(resendActivation('ana@example.com', place, api)).resolves.toEqual(expected);
  });

  it('says how many minutes a throttled resend must wait (429 with Retry-After)', async () => {
    const { api } = recordingApi({}, () => json({ error: 'TOO_MANY_REQUESTS' }, 429, { 'Retry-After': '290' }));
    await expect(resendActivation('ana@example.com', place, api)).resolves.toEqual({ kind: 'banner', banner: { id: 'tooManyAttempts', minutes: 5 } });
  });

  it('sends a signed-in inactive account its link at its own address', async () => {
    const profile = { email: 'ana@example.com', userAccountStatus: 'INACTIVE', primaryUserIdentifier: 'ana@example.com' };
    const { api, requests, bodies } = recordingApi({}, (request) => (request.url.endsWith('/find') ? json(profile) : json({ status: 'ACCEPTED' }, 202)));
    await expect(resendOwnActivation(place, api)).resolves.toEqual({ kind: 'sent', email: 'ana@example.com' });
    expect(requests.map((request) => request.url)).toEqual([`${testOrigin}/api/user-mgmt/user/find`, `${testOrigin}/api/user-mgmt/user/activation-email`]);
    expect(JSON.parse(bodies[1] ?? '')).toMatchObject({ email: 'ana@example.com' });
  });

  it('sends nothing when the account cannot be read', async () => {
    const { api, requests } = recordingApi({}, () => json({ error: 'USER_NOT_FOUND' }, 404));
    await expect(resendOwnActivation(place, api)).resolves.toEqual({ kind: 'banner', banner: 'failed' });
    expect(requests).toHaveLength(1);
  });
});
