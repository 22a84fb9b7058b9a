import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBase64url } from '../crypto/base64url';
import { otpRequiredDetailsSchema } from '../../../src/api/contracts/auth';
import { totpSetupSchema } from '../../../src/api/contracts/mfa';
import { answerOf, cookieFrom, latestCode, postJson, signedInHeaders } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, postTokenForm, signIn } from '../testing/tokenRequests';
import { decodeBase32 } from './base32';
import { totpCodeLimit } from './totpEndpoints';
import { totpCode } from './totp';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

/** A fixed clock, 10 s into a 30-second step near the real time, so codes and their steps are known. */
const base = Math.floor(Date.now() / 30_000) * 30 + 10;
function at(seconds: number): void {
  vi.spyOn(Date, 'now').mockReturnValue(seconds * 1000);
}

const setup = (headers: Record<string, string>) => postJson(gateway, 'user-mgmt/user/mfa/totp/setup', {}, headers);
const enroll = (code: string, headers: Record<string, string>) => postJson(gateway, 'user-mgmt/user/mfa/totp/enroll', { code }, headers);
const unenroll = (code: string, headers: Record<string, string>) => postJson(gateway, 'user-mgmt/user/mfa/totp/unenroll', { code }, headers);

async function codeAt(secret: string, seconds: number): Promise<string> {
  const bytes = decodeBase32(secret);
  if (!bytes) throw new Error('not base32');
  return totpCode(new Uint8Array(bytes), seconds);
}

/** A signed-in user with a pending TOTP secret. */
async function withPendingSecret(
  email: string,
  siteId = 'localhost',
): Promise<{ headers: Record<string, string>; secret: string; credentials: { username: string; password: string; siteId: string } }> {
  const credentials = { username: email, password: 'Totp-Passw0rd!', siteId };
  await insertUser(gateway, { email, password: credentials.password, siteId });
  const headers = await signedInHeaders(gateway, credentials);
  const { secret } = totpSetupSchema.parse(await (await setup(headers)).json());
  return { headers, secret, credentials };
}

const mfaStatusOf = async (email: string) =>
  (await gateway.env.DB.prepare('SELECT mfa_enrollment_status FROM users WHERE email = ?').bind(email).first<{ mfa_enrollment_status: string }>())
    ?.mfa_enrollment_status;

describe('TOTP enrolment and sign-in (mfa/totp setup, enroll, unenroll; password grant with otp_type=TOTP)', () => {
  it('sets up a pending secret: base32 and an otpauth URL naming the site and the account', async () => {
    await insertUser(gateway, { email: 'setup@example.com', password: 'Totp-Passw0rd!' });
    const headers = await signedInHeaders(gateway, { username: 'setup@example.com', password: 'Totp-Passw0rd!' });
    const response = await setup(headers);
    expect(response.status).toBe(200);
    const body = totpSetupSchema.parse(await response.json());
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toBe(`otpauth://totp/demo-rewards:setup%40example.com?secret=${body.secret}&issuer=demo-rewards&algorithm=SHA1&digits=6&period=30`);
    expect(await mfaStatusOf('setup@example.com')).toBe('NOT_ENROLLED');
  });

  it('keeps the secret encrypted at rest', async () => {
    const { secret } = await withPendingSecret('at.rest@example.com');
    const row = await gateway.env.DB.prepare(
      "SELECT secret_ciphertext FROM totp_credentials WHERE user_id = (SELECT id FROM users WHERE email = 'at.rest@example.com')",
    ).first<{ secret_ciphertext: string }>();
    expect(row?.secret_ciphertext).toBeTruthy();
    expect(row?.secret_ciphertext).not.toContain(secret);
    expect(decodeBase64url(row?.secret_ciphertext.split('.')[1] ?? '')).not.toEqual(decodeBase32(secret));
  });

  it('enrols with a current code, asks for a code at sign-in, accepts each code once, and unenrols', async () => {
    const { headers, secret, credentials } = await withPendingSecret('journey@example.com');
    at(base);
    expect(await answerOf(await enroll(await codeAt(secret, base), headers))).toEqual({ status: 200, body: { mfaEnrollmentStatus: 'ENROLLED' } });
    expect(await mfaStatusOf('journey@example.com')).toBe('ENROLLED');
    const profile = await gateway.fetch('/gateway/api/user-mgmt/user/find', { headers });
    expect(await profile.json()).toMatchObject({ mfaEnrollmentStatus: 'ENROLLED' });

    const first = await signIn(gateway, credentials);
    const body = await first.json<{ error: string; details: unknown }>();
    expect(body.error).toBe('MFA_OTP_REQUIRED');
    const details = otpRequiredDetailsSchema.parse(body.details);
    expect(details).toMatchObject({ channels: ['TOTP'], expiresIn: 900 });
    const complete = (otp: string) =>
      postTokenForm(gateway, {
        grant_type: 'password',
        username: credentials.username,
        siteId: 'localhost',
        otp,
        otp_type: 'TOTP',
        otp_challenge: details.challenge,
      });
    // The enrolment code's step is spent: the same code is refused within its window.
    expect((await answerOf(await complete(await codeAt(secret, base)))).body).toEqual({ error: 'OTP_INVALID', details: { attemptsLeft: 4 } });
    at(base + 30);
    expect((await complete(await codeAt(secret, base + 30))).status).toBe(200);

    at(base + 60);
    expect(await answerOf(await unenroll(await codeAt(secret, base + 60), headers))).toEqual({ status: 200, body: { mfaEnrollmentStatus: 'NOT_ENROLLED' } });
    expect(await mfaStatusOf('journey@example.com')).toBe('NOT_ENROLLED');
    expect((await signIn(gateway, credentials)).status).toBe(200);
  });

  it('takes a code of the previous or next step (one step of clock drift)', async () => {
    const { headers, secret } = await withPendingSecret('drifter@example.com');
    at(base);
    expect((await enroll(await codeAt(secret, base - 30), headers)).status).toBe(200);
    expect((await unenroll(await codeAt(secret, base + 30), headers)).status).toBe(200);
  });

  it('refuses a code two steps away', async () => {
    const { headers, secret } = await withPendingSecret('far.off@example.com');
    at(base);
    expect((await answerOf(await enroll(await codeAt(secret, base + 60), headers))).body).toMatchObject({ error: 'OTP_INVALID' });
  });

  it('comes before the site passcode: an enrolled user of a passcode site is asked for TOTP', async () => {
    const credentials = { username: 'both@example.com', password: 'Totp-Passw0rd!', siteId: 'localhost_otp-bank' };
    await insertUser(gateway, { email: credentials.username, password: credentials.password, siteId: credentials.siteId });
    // Without a phone the site's passcode goes by e-mail at once.
    const { details } = await (await signIn(gateway, credentials)).json<{ details: unknown }>();
    const otpStep = await postTokenForm(gateway, {
      grant_type: 'password',
      username: credentials.username,
      siteId: credentials.siteId,
      otp: await latestCode(gateway, credentials.username),
      otp_type: 'EMAIL',
      otp_challenge: otpRequiredDetailsSchema.parse(details).challenge,
    });
    const headers = { Authorization: `Bearer ${(await otpStep.json<{ access_token: string }>()).access_token}` };
    const { secret } = totpSetupSchema.parse(await (await setup(headers)).json());
    at(base);
    expect((await enroll(await codeAt(secret, base), headers)).status).toBe(200);
    expect((await answerOf(await signIn(gateway, credentials))).body).toMatchObject({ error: 'MFA_OTP_REQUIRED', details: { channels: ['TOTP'] } });
  });

  it('is skipped on a device the user trusts', async () => {
    const { headers, secret, credentials } = await withPendingSecret('trusting@example.com');
    at(base);
    await enroll(await codeAt(secret, base), headers);
    const { details } = await (await signIn(gateway, credentials)).json<{ details: unknown }>();
    at(base + 30);
    const trusted = await postTokenForm(gateway, {
      grant_type: 'password',
      username: credentials.username,
      siteId: 'localhost',
      otp: await codeAt(secret, base + 30),
      otp_type: 'TOTP',
      otp_challenge: otpRequiredDetailsSchema.parse(details).challenge,
      trust_device: 'true',
    });
    expect(trusted.status).toBe(200);
    expect((await signIn(gateway, credentials, { headers: { Cookie: cookieFrom(trusted, 'DEVICE_TRUST') } })).status).toBe(200);
  });

  it('refuses an e-mail code for a TOTP challenge: 400 naming otp_type', async () => {
    const { headers, secret, credentials } = await withPendingSecret('wrong.type@example.com');
    at(base);
    await enroll(await codeAt(secret, base), headers);
    const { details } = await (await signIn(gateway, credentials)).json<{ details: unknown }>();
    const response = await postTokenForm(gateway, {
      grant_type: 'password',
      username: credentials.username,
      siteId: 'localhost',
      otp: '123456',
      otp_type: 'EMAIL',
      otp_challenge: otpRequiredDetailsSchema.parse(details).challenge,
    });
    expect(await answerOf(response)).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field: 'otp_type' } } });
    expect(await latestCode(gateway, 'wrong.type@example.com').catch(() => 'none')).toBe('none');
  });
});

describe('TOTP refusals', () => {
  it('refuses setup and enrolment of an enrolled user, and enrolment without setup', async () => {
    const { headers, secret } = await withPendingSecret('twice.enrolled@example.com');
    at(base);
    await enroll(await codeAt(secret, base), headers);
    expect(await answerOf(await setup(headers))).toEqual({ status: 400, body: { error: 'MFA_ALREADY_ENROLLED' } });
    expect(await answerOf(await enroll(await codeAt(secret, base + 30), headers))).toEqual({ status: 400, body: { error: 'MFA_ALREADY_ENROLLED' } });
    await insertUser(gateway, { email: 'never.set.up@example.com', password: 'Totp-Passw0rd!' });
    const fresh = await signedInHeaders(gateway, { username: 'never.set.up@example.com', password: 'Totp-Passw0rd!' });
    expect(await answerOf(await enroll('123456', fresh))).toEqual({ status: 400, body: { error: 'MFA_NOT_SET_UP' } });
    expect(await answerOf(await unenroll('123456', fresh))).toEqual({ status: 400, body: { error: 'MFA_NOT_ENROLLED' } });
  });

  it('replaces a pending secret on a second setup: only the new one enrols', async () => {
    const { headers, secret: first } = await withPendingSecret('restarted@example.com');
    const { secret: second } = totpSetupSchema.parse(await (await setup(headers)).json());
    expect(second).not.toBe(first);
    at(base);
    expect((await answerOf(await enroll(await codeAt(first, base), headers))).body).toMatchObject({ error: 'OTP_INVALID' });
    expect((await enroll(await codeAt(second, base), headers)).status).toBe(200);
  });

  it(`allows ${totpCodeLimit.limit} wrong codes per 15 minutes, then DEVICE_LOCKED even for the right one`, async () => {
    const { headers, secret } = await withPendingSecret('guessing@example.com');
    at(base);
    const right = await codeAt(secret, base);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= totpCodeLimit.limit; attempt += 1) {
      expect(await answerOf(await enroll(wrong, headers))).toEqual({
        status: 400,
        body: { error: 'OTP_INVALID', details: { attemptsLeft: totpCodeLimit.limit - attempt } },
      });
    }
    expect(await answerOf(await enroll(right, headers))).toEqual({
      status: 400,
      body: { error: 'DEVICE_LOCKED', details: { retryAfterSeconds: totpCodeLimit.windowSeconds } },
    });
  });

  it('needs a signed-in user: 401 without one', async () => {
    for (const response of [await setup({}), await enroll('123456', {}), await unenroll('123456', {})]) {
      expect(await answerOf(response)).toEqual({ status: 401, body: { error: 'UNAUTHORIZED' } });
    }
  });

  it.each<[string, unknown]>([
    ['no code', {}],
    ['a code of five digits', { code: '12345' }],
    ['a code with letters', { code: '12a456' }],
  ])('answers %s with 400 INVALID_REQUEST naming code', async (_, body) => {
    const headers = await signedInHeaders(gateway);
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/mfa/totp/enroll', body, headers))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'code' } },
    });
  });
});
