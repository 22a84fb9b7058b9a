import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRequiredDetailsSchema, tokenResponseSchema } from '../../../src/api/contracts/auth';
import { answerOf, cookieFrom, insertSite, latestCode, latestMessage, postJson, setCookies } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, postTokenForm, signIn } from '../testing/tokenRequests';
import { writeAttributes } from '../users/userAttributes';
import { lockoutSeconds } from '../auth/lockout';
import { maxCodeAttempts } from './signInChallenges';
import { deviceTrustLifetimeSeconds } from '../auth/trustedDevices';

const otpSite = 'localhost_otp-bank';
const otpUser = { username: 'otp@example.com', password: 'Demo-Passw0rd!', siteId: otpSite };
const password = 'Otp-Passw0rd!';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, 'localhost_email-otp', { site_auth_profile: { login_otp: 'EMAIL' } });
  await insertSite(gateway, 'localhost_sms-otp', { site_auth_profile: { login_otp: 'SMS' } });
  const withPhone = await insertUser(gateway, { email: 'texted@example.com', password, siteId: 'localhost_sms-otp' });
  await writeAttributes(gateway.env.DB, withPhone, 'localhost_sms-otp', [{ key: 'phone', value: '+1 555 0177' }]);
  await insertUser(gateway, { email: 'no.phone@example.com', password, siteId: 'localhost_sms-otp' });
  await insertUser(gateway, { email: 'mailed@example.com', password, siteId: 'localhost_email-otp' });
});
afterAll(() => gateway.dispose());

/** The first step's answer, parsed; fails the test unless it is a challenge. */
async function challengeOf(
  response: Response,
): Promise<{ error: string; challenge: string; channels: string[]; expiresIn: number; destination?: string | undefined }> {
  const body = await response.json<{ error: string; details: unknown }>();
  return { error: body.error, ...otpRequiredDetailsSchema.parse(body.details) };
}

function secondStep(
  fields: { username: string; siteId: string; otp: string; otp_type: string; otp_challenge: string; trust_device?: string },
  headers: Record<string, string> = {},
) {
  return postTokenForm(gateway, { grant_type: 'password', locale: 'en_us', ...fields }, { headers });
}

/** A new challenge on the otp-bank site with the SMS code sent; returns the challenge and the code. */
async function smsChallenge(user = otpUser): Promise<{ challenge: string; code: string }> {
  const { challenge } = await challengeOf(await signIn(gateway, user));
  expect((await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' })).status).toBe(202);
  return { challenge, code: await latestCode(gateway, '+1 555 0100') };
}

describe('a site that asks for a sign-in passcode (site_auth_profile.login_otp)', () => {
  it('answers the right password with 400 OTP_REQUIRED, a challenge and both channels, and no session', async () => {
    const response = await signIn(gateway, otpUser);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const answer = await challengeOf(response);
    expect(answer).toMatchObject({ error: 'OTP_REQUIRED', channels: ['EMAIL', 'SMS'], expiresIn: 900 });
    expect(answer.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.destination).toBeUndefined();
  });

  it('still answers a wrong password with BAD_CREDENTIALS and no challenge', async () => {
    expect(await answerOf(await signIn(gateway, { ...otpUser, password: 'Wrong-Passw0rd!' }))).toEqual({ status: 400, body: { error: 'BAD_CREDENTIALS' } });
  });

  it('sends the chosen channel a 6-digit code and names it masked: 202 {channel, destination, expiresIn}', async () => {
    const { challenge } = await challengeOf(await signIn(gateway, otpUser));
    const response = await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'EMAIL' });
    expect(await answerOf(response)).toEqual({ status: 202, body: { channel: 'EMAIL', destination: 'o•••@example.com', expiresIn: 900 } });
    expect(await latestMessage(gateway, 'otp@example.com')).toMatchObject({
      channel: 'email',
      subject: 'Your sign-in passcode',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const sms = await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' });
    expect((await answerOf(sms)).body).toEqual({ channel: 'SMS', destination: '••••0100', expiresIn: 900 });
    expect(await latestMessage(gateway, '+1 555 0100')).toMatchObject({ channel: 'sms', subject: '', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('signs in with username, otp, otp_type and otp_challenge, without the password, and sets the session cookies', async () => {
    const { challenge, code } = await smsChallenge();
    const response = await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge });
    expect(response.status).toBe(200);
    expect(tokenResponseSchema.parse(await response.json()).refresh_token).toBeTruthy();
    expect([...setCookies(response).keys()]).toEqual(['SESSION', 'gmap_authenticated', 'gmap_user_type', 'portal_refresh', 'gmap_refreshable']);
  });

  it('takes a challenge once', async () => {
    const { challenge, code } = await smsChallenge();
    const fields = { username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge };
    expect((await secondStep(fields)).status).toBe(200);
    expect(await answerOf(await secondStep(fields))).toEqual({ status: 400, body: { error: 'OTP_CHALLENGE_INVALID' } });
  });

  it('takes only the newest code after a resend', async () => {
    const { challenge, code: first } = await smsChallenge();
    await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' });
    const second = await latestCode(gateway, '+1 555 0100');
    const fields = { username: otpUser.username, siteId: otpSite, otp_type: 'SMS', otp_challenge: challenge };
    if (first !== second) expect((await answerOf(await secondStep({ ...fields, otp: first }))).body).toMatchObject({ error: 'OTP_INVALID' });
    expect((await secondStep({ ...fields, otp: second })).status).toBe(200);
  });

  it('refuses the code of one channel presented as the other', async () => {
    const { challenge, code } = await smsChallenge();
    expect(
      (await answerOf(await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'EMAIL', otp_challenge: challenge }))).body,
    ).toMatchObject({ error: 'OTP_INVALID' });
  });

  it(`counts wrong codes (OTP_INVALID with attempts left); the ${maxCodeAttempts}th is DEVICE_LOCKED and locks the account`, async () => {
    const email = 'guesser@example.com';
    const id = await insertUser(gateway, { email, password, siteId: otpSite });
    await writeAttributes(gateway.env.DB, id, otpSite, [{ key: 'phone', value: '+1 555 0142' }]);
    const { challenge } = await challengeOf(await signIn(gateway, { username: email, password, siteId: otpSite }));
    await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' });
    const code = await latestCode(gateway, '+1 555 0142');
    const wrong = code === '000000' ? '111111' : '000000';
    const fields = { username: email, siteId: otpSite, otp: wrong, otp_type: 'SMS', otp_challenge: challenge };
    for (let attempt = 1; attempt < maxCodeAttempts; attempt += 1) {
      expect(await answerOf(await secondStep(fields))).toEqual({
        status: 400,
        body: { error: 'OTP_INVALID', details: { attemptsLeft: maxCodeAttempts - attempt } },
      });
    }
    expect(await answerOf(await secondStep(fields))).toEqual({ status: 400, body: { error: 'DEVICE_LOCKED', details: { retryAfterSeconds: lockoutSeconds } } });
    // The right code no longer helps, and the password is not even checked while the account is locked.
    expect((await answerOf(await secondStep({ ...fields, otp: code }))).body).toMatchObject({ error: 'USER_LOCKED' });
    expect((await answerOf(await signIn(gateway, { username: email, password, siteId: otpSite }))).body).toMatchObject({ error: 'USER_LOCKED' });
  });

  it('answers a challenge whose 15 minutes are over with OTP_EXPIRED', async () => {
    const { challenge, code } = await smsChallenge();
    await gateway.env.DB.prepare('UPDATE sign_in_challenges SET expires_at = unixepoch() - 1 WHERE used_at IS NULL').run();
    expect(await answerOf(await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge }))).toEqual({
      status: 400,
      body: { error: 'OTP_EXPIRED' },
    });
    expect((await answerOf(await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' }))).body).toEqual({ error: 'OTP_EXPIRED' });
  });

  it.each<[string, { username?: string; siteId?: string }]>([
    ['another user', { username: 'demo@example.com', siteId: 'localhost' }],
    ['another site', { siteId: 'localhost' }],
  ])('treats a challenge presented for %s as unknown', async (_, other) => {
    const { challenge, code } = await smsChallenge();
    const response = await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge, ...other });
    expect(await answerOf(response)).toEqual({ status: 400, body: { error: 'OTP_CHALLENGE_INVALID' } });
  });
});

describe('a site with one passcode channel: the code goes out at once', () => {
  it('answers OTP_REQUIRED_EMAIL with the masked address on an e-mail site', async () => {
    const answer = await challengeOf(await signIn(gateway, { username: 'mailed@example.com', password, siteId: 'localhost_email-otp' }));
    expect(answer).toMatchObject({ error: 'OTP_REQUIRED_EMAIL', channels: ['EMAIL'], destination: 'm•••@example.com', expiresIn: 900 });
    const code = await latestCode(gateway, 'mailed@example.com');
    expect(
      (await secondStep({ username: 'mailed@example.com', siteId: 'localhost_email-otp', otp: code, otp_type: 'EMAIL', otp_challenge: answer.challenge }))
        .status,
    ).toBe(200);
  });

  it('answers OTP_REQUIRED_PHONE on an SMS site for an account with a phone', async () => {
    const answer = await challengeOf(await signIn(gateway, { username: 'texted@example.com', password, siteId: 'localhost_sms-otp' }));
    expect(answer).toMatchObject({ error: 'OTP_REQUIRED_PHONE', channels: ['SMS'], destination: '••••0177' });
    expect(await latestMessage(gateway, '+1 555 0177')).toMatchObject({ channel: 'sms' });
  });

  it('falls back to e-mail on an SMS site for an account without a phone', async () => {
    const answer = await challengeOf(await signIn(gateway, { username: 'no.phone@example.com', password, siteId: 'localhost_sms-otp' }));
    expect(answer).toMatchObject({ error: 'OTP_REQUIRED_EMAIL', channels: ['EMAIL'], destination: 'n•••@example.com' });
  });

  it('refuses to send a channel the challenge does not offer: 400 naming channel', async () => {
    const { challenge } = await challengeOf(await signIn(gateway, { username: 'no.phone@example.com', password, siteId: 'localhost_sms-otp' }));
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'SMS' }))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'channel' } },
    });
  });

  it('sends at most five codes per challenge: 429 TOO_MANY_REQUESTS after', async () => {
    const { challenge } = await challengeOf(await signIn(gateway, { username: 'mailed@example.com', password, siteId: 'localhost_email-otp' }));
    for (let resend = 0; resend < 4; resend += 1)
      expect((await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'EMAIL' })).status).toBe(202);
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/send-code', { challenge, channel: 'EMAIL' }))).toEqual({
      status: 429,
      body: { error: 'TOO_MANY_REQUESTS' },
    });
  });
});

describe('trusted devices (trust_device=true)', () => {
  it('sets a long-lived HttpOnly, SameSite=Lax __Host- device cookie, Secure over https', async () => {
    const { challenge, code } = await smsChallenge();
    const response = await postTokenForm(
      gateway,
      { grant_type: 'password', username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge, trust_device: 'true' },
      { url: 'https://portal.example/gateway/api/user-auth/oauth/token' },
    );
    expect(response.status).toBe(200);
    expect(setCookies(response).get('__Host-DEVICE_TRUST')).toEqual([
      expect.stringMatching(/^__Host-DEVICE_TRUST=[A-Za-z0-9_-]{43}$/),
      'HttpOnly',
      'Path=/',
      'SameSite=Lax',
      `Max-Age=${deviceTrustLifetimeSeconds}`,
      'Secure',
    ]);
  });

  it('leaves Secure off for plain http on localhost', async () => {
    const { challenge, code } = await smsChallenge();
    const response = await secondStep(
      { username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge, trust_device: 'true' },
      { Origin: 'http://localhost:8787', 'X-Forwarded-Host': 'localhost:8787' },
    );
    expect(setCookies(response).get('DEVICE_TRUST')).not.toContain('Secure');
  });

  it('lets a later password sign-in with the cookie skip the passcode; another user on the device still gets one', async () => {
    const { challenge, code } = await smsChallenge();
    const trusted = await secondStep({
      username: otpUser.username,
      siteId: otpSite,
      otp: code,
      otp_type: 'SMS',
      otp_challenge: challenge,
      trust_device: 'true',
    });
    const cookie = cookieFrom(trusted, 'DEVICE_TRUST');
    expect((await signIn(gateway, otpUser, { headers: { Cookie: cookie } })).status).toBe(200);
    await insertUser(gateway, { email: 'sharing@example.com', password, siteId: otpSite });
    // Without a phone only e-mail is left, so the code goes out at once.
    expect(
      (await answerOf(await signIn(gateway, { username: 'sharing@example.com', password, siteId: otpSite }, { headers: { Cookie: cookie } }))).body,
    ).toMatchObject({ error: 'OTP_REQUIRED_EMAIL' });
  });

  it('sets no device cookie without trust_device, and a made-up cookie skips nothing', async () => {
    const { challenge, code } = await smsChallenge();
    const response = await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge });
    expect(setCookies(response).has('DEVICE_TRUST')).toBe(false);
    expect((await signIn(gateway, otpUser, { headers: { Cookie: `DEVICE_TRUST=${'a'.repeat(43)}` } })).status).toBe(400);
  });

  it('stops trusting a revoked device', async () => {
    const { challenge, code } = await smsChallenge();
    const cookie = cookieFrom(
      await secondStep({ username: otpUser.username, siteId: otpSite, otp: code, otp_type: 'SMS', otp_challenge: challenge, trust_device: 'true' }),
      'DEVICE_TRUST',
    );
    await gateway.env.DB.prepare('UPDATE trusted_devices SET revoked_at = unixepoch()').run();
    expect((await answerOf(await signIn(gateway, otpUser, { headers: { Cookie: cookie } }))).body).toMatchObject({ error: 'OTP_REQUIRED' });
  });
});

describe('the second step: malformed forms are 400 INVALID_REQUEST naming the field', () => {
  it.each<[string, Record<string, string>, string]>([
    ['a challenge without its code', { otp_type: 'SMS', otp_challenge: 'abc' }, 'otp'],
    ['a challenge without otp_type', { otp: '123456', otp_challenge: 'abc' }, 'otp_type'],
    ['a code of five digits', { otp: '12345', otp_type: 'SMS', otp_challenge: 'abc' }, 'otp'],
    ['an unknown otp_type', { otp: '123456', otp_type: 'VOICE', otp_challenge: 'abc' }, 'otp_type'],
    ['a challenge with markup', { otp: '123456', otp_type: 'SMS', otp_challenge: '<script>' }, 'otp_challenge'],
    ['trust_device that is not true or false', { otp: '123456', otp_type: 'SMS', otp_challenge: 'abc', trust_device: 'yes' }, 'trust_device'],
    ['neither password nor challenge', {}, 'password'],
  ])('%s', async (_, fields, field) => {
    const response = await postTokenForm(gateway, { grant_type: 'password', username: otpUser.username, siteId: otpSite, ...fields });
    expect(await answerOf(response)).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });

  it('answers a TOTP code for a passcode challenge with 400 naming otp_type', async () => {
    const { challenge } = await smsChallenge();
    const response = await secondStep({ username: otpUser.username, siteId: otpSite, otp: '123456', otp_type: 'TOTP', otp_challenge: challenge });
    expect(await answerOf(response)).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field: 'otp_type' } } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no channel', { challenge: 'abc' }, 'channel'],
    ['an unknown channel', { challenge: 'abc', channel: 'FAX' }, 'channel'],
    ['a challenge with markup', { challenge: '<b>', channel: 'EMAIL' }, 'challenge'],
  ])('send-code answers %s with 400 naming the field', async (_, body, field) => {
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/send-code', body))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field } },
    });
  });

  it('send-code answers an unknown challenge with OTP_CHALLENGE_INVALID', async () => {
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/send-code', { challenge: 'a'.repeat(43), channel: 'EMAIL' }))).toEqual({
      status: 400,
      body: { error: 'OTP_CHALLENGE_INVALID' },
    });
  });
});
