import { describe, expect, it } from 'vitest';
import { changePasswordFromPasscodeRequestSchema, sendPasscodeRequestSchema } from './contracts/recovery';
import { changePasswordFromPasscode, sendPasscode } from './recoveryService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

describe('recovery calls (SPEC 7 send-passcode, change-password-from-passcode)', () => {
  it('asks for a recovery passcode, whitelisted, with the captcha token', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ status: 'ACCEPTED', expiresIn: 900 }, 202));
    await expect(
      sendPasscode(api, { email: 'ana@example.com', siteId: 'site-1', locale: 'pt_br', channel: 'SMS' }, { captchaToken: 'captcha-1' }),
    ).resolves.toEqual({
      status: 'ACCEPTED',
      expiresIn: 900,
    });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/send-passcode`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(requests[0]?.headers.get('X-HCAPTCHA-TOKEN')).toBe('captcha-1');
    expect(sendPasscodeRequestSchema.safeParse(JSON.parse(bodies[0] ?? '')).success).toBe(true);
  });

  it('sets the new password with the passcode, whitelisted', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ changed: true }));
    const request = { email: 'ana@example.com', siteId: 'site-1', passcode: '123456', password: 'New-Passw0rd!' };
    await expect(changePasswordFromPasscode(api, request)).resolves.toEqual({ changed: true });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/change-password-from-passcode`);
    expect(requests[0]?.headers.has('X-COOKIE-AUTH')).toBe(false);
    expect(changePasswordFromPasscodeRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual(request);
  });

  it('rejects a reused password with PASSWORD_REUSED', async () => {
    const { api } = recordingApi({}, () => json({ error: 'PASSWORD_REUSED' }, 400));
    await expect(changePasswordFromPasscode(api, { email: 'a@example.com', siteId: 's', passcode: '123456', password: 'x' })).rejects.toMatchObject({
      code: 'PASSWORD_REUSED',
    });
  });
});
