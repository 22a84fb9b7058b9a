import { afterEach, describe, expect, it, vi } from 'vitest';
import { enrollTotp, setupTotp, unenrollTotp } from './mfaService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TOTP enrolment calls (SPEC 7 mfa/totp)', () => {
  it('sets up a secret with cookie auth', async () => {
    const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Demo:ana%40example.com?secret=JBSWY3DPEHPK3PXP' };
    const { api, requests } = recordingApi({}, () => json(setup));
    await expect(setupTotp(api)).resolves.toEqual(setup);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/mfa/totp/setup`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it.each([
    ['enrols', enrollTotp, 'enroll', 'ENROLLED'],
    ['unenrols', unenrollTotp, 'unenroll', 'NOT_ENROLLED'],
  ] as const)('%s with a code', async (_, call, path, status) => {
    const { api, requests, bodies } = recordingApi({}, () => json({ mfaEnrollmentStatus: status }));
    await expect(call(api, '123456')).resolves.toEqual({ mfaEnrollmentStatus: status });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/mfa/totp/${path}`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ code: '123456' });
  });

  it('rejects a setup answer without a base32 secret as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json({ secret: 'not base32!', otpauthUrl: 'otpauth://totp/x' }));
    await expect(setupTotp(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
