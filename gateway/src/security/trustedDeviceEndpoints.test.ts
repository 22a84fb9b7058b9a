import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRequiredDetailsSchema, tokenResponseSchema } from '../../../src/api/contracts/auth';
import { trustedDevicesSchema } from '../../../src/api/contracts/security';
import { answerOf, cookieFrom, insertSite, latestCode, postJson } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, postTokenForm, signIn } from '../testing/tokenRequests';
import { writeAttributes } from '../users/userAttributes';
import { deviceNamesOf, placeOf } from '../auth/trustedDevices';

const siteId = 'localhost_sms-otp';
const password = 'Otp-Passw0rd!';
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let gateway: LocalGateway;
let phoneOf: Map<string, string>;
beforeAll(async () => {
  gateway = await startLocalGateway();
  phoneOf = new Map();
  await insertSite(gateway, siteId, { site_auth_profile: { login_otp: 'SMS' } });
});
afterAll(() => gateway.dispose());

async function newCardholder(): Promise<string> {
  const email = `trusting-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const phone = `+1 555 ${String(1000 + phoneOf.size).padStart(4, '0')}`;
  const id = await insertUser(gateway, { email, password, siteId });
  await writeAttributes(gateway.env.DB, id, siteId, [{ key: 'phone', value: phone }]);
  phoneOf.set(email, phone);
  return email;
}

/** Signs in with the passcode sent by SMS on a browser of `userAgent`; the session's token and the device cookie. */
async function trustedSignIn(email: string, headers: Record<string, string>): Promise<{ token: string; cookie: string }> {
  const first = await signIn(gateway, { username: email, password, siteId }, { headers });
  const { challenge } = otpRequiredDetailsSchema.parse((await first.json<{ details: unknown }>()).details);
  // An SMS-only site sends the code with the challenge.
  const code = await latestCode(gateway, phoneOf.get(email) ?? '');
  const fields = { grant_type: 'password', username: email, siteId, otp: code, otp_type: 'SMS', otp_challenge: challenge, trust_device: 'true' };
  const response = await postTokenForm(gateway, fields, { headers });
  expect(response.status).toBe(200);
  const cookie = cookieFrom(response, 'DEVICE_TRUST');
  return { token: tokenResponseSchema.parse(await response.json()).access_token, cookie };
}

function listDevices(token: string, cookie = '') {
  return gateway.fetch('/gateway/api/user-mgmt/user/trusted-devices', { headers: { Authorization: `Bearer ${token}`, Cookie: cookie } });
}

function post(path: string, token: string) {
  return gateway.fetch(`/gateway/api/user-mgmt/user/trusted-devices/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
}

describe('the trusted devices of the security page', () => {
  it('lists each device with browser, system, place and first and last use, the current one marked', async () => {
    const email = await newCardholder();
    await trustedSignIn(email, { 'User-Agent': safariOnIphone });
    const windows = await trustedSignIn(email, { 'User-Agent': chromeOnWindows, 'CF-IPCountry': 'pt', 'CF-IPCity': 'Lisbon' });
    const response = await listDevices(windows.token, windows.cookie);
    expect(response.status).toBe(200);
    const { devices } = trustedDevicesSchema.parse(await response.json());
    expect(devices).toHaveLength(2);
    const current = devices.find((device) => device.current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', city: 'Lisbon', country: 'PT' });
    expect(devices.find((device) => !device.current)).toMatchObject({ browser: 'Safari 18', os: 'iOS 18', city: null, country: null });
    expect(Date.parse(current?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(current?.firstUsedAt ?? ''));
    // Never the cookie's value or its hash.
    expect(JSON.stringify(devices)).not.toContain(windows.cookie.split('=')[1]);
  });

  it('counts a sign-in that the device skipped the passcode on as its last use', async () => {
    const email = await newCardholder();
    const device = await trustedSignIn(email, { 'User-Agent': chromeOnWindows });
    await gateway.env.DB.prepare('UPDATE trusted_devices SET created_at = created_at - 86400, last_used_at = last_used_at - 86400').run();
    expect((await signIn(gateway, { username: email, password, siteId }, { headers: { Cookie: device.cookie } })).status).toBe(200);
    const [listed] = trustedDevicesSchema.parse(await (await listDevices(device.token, device.cookie)).json()).devices;
    expect(Date.parse(listed?.lastUsedAt ?? '') - Date.parse(listed?.firstUsedAt ?? '')).toBeGreaterThanOrEqual(86_400_000);
  });

  it('revokes one device: its next sign-in asks for the passcode, the other device still skips it', async () => {
    const email = await newCardholder();
    const phone = await trustedSignIn(email, { 'User-Agent': safariOnIphone });
    const laptop = await trustedSignIn(email, { 'User-Agent': chromeOnWindows });
    const { devices } = trustedDevicesSchema.parse(await (await listDevices(laptop.token, laptop.cookie)).json());
    const phoneId = devices.find((device) => !device.current)?.id ?? '';
    expect(await answerOf(await post(`${phoneId}/revoke`, laptop.token))).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect(await answerOf(await signIn(gateway, { username: email, password, siteId }, { headers: { Cookie: phone.cookie } }))).toMatchObject({
      status: 400,
      body: { error: 'OTP_REQUIRED_PHONE' },
    });
    expect((await signIn(gateway, { username: email, password, siteId }, { headers: { Cookie: laptop.cookie } })).status).toBe(200);
    expect(trustedDevicesSchema.parse(await (await listDevices(laptop.token)).json()).devices).toHaveLength(1);
  });

  it('revokes all: every device asks for the passcode again, and this session goes on', async () => {
    const email = await newCardholder();
    const phone = await trustedSignIn(email, { 'User-Agent': safariOnIphone });
    const laptop = await trustedSignIn(email, { 'User-Agent': chromeOnWindows });
    expect(await answerOf(await post('revoke-all', laptop.token))).toMatchObject({ status: 200, body: { revoked: 2 } });
    for (const device of [phone, laptop]) {
      expect((await answerOf(await signIn(gateway, { username: email, password, siteId }, { headers: { Cookie: device.cookie } }))).body).toMatchObject({
        error: 'OTP_REQUIRED_PHONE',
      });
    }
    expect(await answerOf(await listDevices(laptop.token))).toMatchObject({ status: 200, body: { devices: [] } });
  });

  it("answers another cardholder's device, a revoked one and a malformed id with the same 404", async () => {
    const owner = await trustedSignIn(await newCardholder(), { 'User-Agent': chromeOnWindows });
    const other = await trustedSignIn(await newCardholder(), { 'User-Agent': chromeOnWindows });
    const [ownDevice] = trustedDevicesSchema.parse(await (await listDevices(owner.token)).json()).devices;
    const ownId = ownDevice?.id ?? '';
    expect(await answerOf(await post(`${ownId}/revoke`, other.token))).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect((await post(`${ownId}/revoke`, owner.token)).status).toBe(200);
    expect(await answerOf(await post(`${ownId}/revoke`, owner.token))).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await answerOf(await post('%3Cscript%3E/revoke', owner.token))).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('answers without a session 401 and lists nothing', async () => {
    expect((await gateway.fetch('/gateway/api/user-mgmt/user/trusted-devices')).status).toBe(401);
    expect((await gateway.fetch('/gateway/api/user-mgmt/user/trusted-devices/revoke-all', { method: 'POST' })).status).toBe(401);
  });
});

describe('a password change and the trusted devices', () => {
  async function changePassword(token: string, body: Record<string, unknown>) {
    return postJson(
      gateway,
      'user-mgmt/user/change-password',
      { currentPassword: password, newPassword: 'Changed-Passw0rd!7', ...body },
      {
        Authorization: `Bearer ${token}`,
      },
    );
  }

  it('keeps them when the cardholder says so', async () => {
    const email = await newCardholder();
    const device = await trustedSignIn(email, { 'User-Agent': chromeOnWindows });
    expect((await changePassword(device.token, { revokeTrustedDevices: false })).status).toBe(200);
    expect((await signIn(gateway, { username: email, password: 'Changed-Passw0rd!7', siteId }, { headers: { Cookie: device.cookie } })).status).toBe(200);
  });

  it('revokes them when asked, and when the request does not say', async () => {
    for (const body of [{ revokeTrustedDevices: true }, {}]) {
      const email = await newCardholder();
      const device = await trustedSignIn(email, { 'User-Agent': chromeOnWindows });
      expect((await changePassword(device.token, body)).status).toBe(200);
      const again = await signIn(gateway, { username: email, password: 'Changed-Passw0rd!7', siteId }, { headers: { Cookie: device.cookie } });
      expect((await answerOf(again)).body).toMatchObject({ error: 'OTP_REQUIRED_PHONE' });
    }
  });
});

describe('what a device record is made of', () => {
  it.each([
    [chromeOnWindows, { browser: 'Chrome 131', os: 'Windows 10' }],
    [safariOnIphone, { browser: 'Safari 18', os: 'iOS 18' }],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', { browser: 'Firefox 133', os: 'Linux' }],
    ['', { browser: null, os: null }],
  ])('names the browser and system of %j', (userAgent, names) => {
    expect(deviceNamesOf(userAgent)).toEqual(names);
  });

  it('takes the place from the network headers only when they name one', () => {
    const request = (headers: Record<string, string>) => new Request('https://gateway.internal/', { headers });
    expect(placeOf(request({ 'CF-IPCountry': 'DE', 'CF-IPCity': 'Berlin' }))).toEqual({ country: 'DE', city: 'Berlin' });
    expect(placeOf(request({ 'CF-IPCountry': 'XX' }))).toEqual({ country: null, city: null });
    expect(placeOf(request({ 'CF-IPCountry': 'T1' }))).toEqual({ country: null, city: null });
    expect(placeOf(request({ 'CF-IPCountry': 'Germany' }))).toEqual({ country: null, city: null });
    expect(placeOf(request({}))).toEqual({ country: null, city: null });
  });
});
