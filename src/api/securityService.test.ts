import { afterEach, describe, expect, it, vi } from 'vitest';
import { listTrustedDevices, revokeAllTrustedDevices, revokeTrustedDevice } from './securityService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

afterEach(() => {
  vi.restoreAllMocks();
});

const laptop = {
  id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  browser: 'Chrome 131',
  os: 'Windows 10',
  city: 'Lisbon',
  country: 'PT',
  firstUsedAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: '2026-11-20T18:30:00.000Z',
  current: true,
};

describe('the trusted devices calls of the security page', () => {
  it('lists the devices with cookie auth', async () => {
    const { api, requests } = recordingApi({}, () => json({ devices: [laptop] }));
    await expect(listTrustedDevices(api)).resolves.toEqual({ devices: [laptop] });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/trusted-devices`);
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it('reads a device without place, browser or system, and ignores fields it does not know', async () => {
    const bare = { id: 'device-0001', browser: null, os: null, firstUsedAt: '2026-11-01T09:00:00Z', lastUsedAt: '2026-11-01T09:00:00Z', current: false };
    const { api } = recordingApi({}, () => json({ devices: [{ ...bare, bankExtension: 1 }] }));
    await expect(listTrustedDevices(api)).resolves.toEqual({ devices: [bare] });
  });

  it('revokes one device by its id, percent-encoded, and all devices', async () => {
    const { api, requests } = recordingApi({}, () => json({ revoked: 1 }));
    await expect(revokeTrustedDevice(api, 'device-0001')).resolves.toEqual({ revoked: 1 });
    await revokeAllTrustedDevices(api);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${testOrigin}/api/user-mgmt/user/trusted-devices/device-0001/revoke`,
      `POST ${testOrigin}/api/user-mgmt/user/trusted-devices/revoke-all`,
    ]);
  });

  it('rejects a device with a made-up country as a ResponseShapeError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = recordingApi({}, () => json({ devices: [{ ...laptop, country: 'Portugal' }] }));
    await expect(listTrustedDevices(api)).rejects.toMatchObject({ name: 'ResponseShapeError' });
  });
});
