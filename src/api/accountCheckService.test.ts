import { describe, expect, it } from 'vitest';
import { changePassword, compromisedPassword } from './accountCheckService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

const tokens = { access_token: 'access-2', expires_in: 900, refresh_token: 'refresh-2', token_type: 'bearer' };

describe('signed-in checks (SPEC 7 change-password, vba/compromised-password)', () => {
  it('changes the password with cookie auth and resolves the fresh tokens', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json(tokens));
    await expect(changePassword(api, { currentPassword: 'Old-Passw0rd!', newPassword: 'New-Passw0rd!' })).resolves.toEqual(tokens);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/change-password`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ currentPassword: 'Old-Passw0rd!', newPassword: 'New-Passw0rd!' });
  });

  it('rejects a wrong current password as CURRENT_PASSWORD_INCORRECT (a 400, so no logout)', async () => {
    const { api, environment } = recordingApi({}, () => json({ error: 'CURRENT_PASSWORD_INCORRECT' }, 400));
    await expect(changePassword(api, { currentPassword: 'x', newPassword: 'y' })).rejects.toMatchObject({ status: 400, code: 'CURRENT_PASSWORD_INCORRECT' });
    expect(environment.onError).toHaveBeenCalledTimes(1);
  });

  it('reads the compromised-password result', async () => {
    const { api, requests } = recordingApi({}, () => json({ compromised: true, checked: true }));
    await expect(compromisedPassword(api)).resolves.toEqual({ compromised: true, checked: true });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/vba/compromised-password`);
  });
});
