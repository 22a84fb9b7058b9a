import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHistoryDepth } from '../../../src/api/contracts/recovery';
import { maxPasscodeAttempts } from '../passcodes/passcodeStore';
import { answerOf, latestCode, latestMessage, messagesFor, postJson } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser, refresh, signedIn, signIn } from '../testing/tokenRequests';
import { writeAttributes } from '../users/userAttributes';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const sendPasscode = (body: Record<string, unknown>) => postJson(gateway, 'user-mgmt/user/send-passcode', { siteId: 'localhost', locale: 'en_us', ...body });
const findCode = (email: string, passcode: string) =>
  postJson(gateway, 'user-mgmt/user/find-code', { purpose: 'RECOVERY', email, siteId: 'localhost', passcode });
const reset = (email: string, passcode: string, password: string) =>
  postJson(gateway, 'user-mgmt/user/change-password-from-passcode', { email, siteId: 'localhost', passcode, password });
const accepted = { status: 202, body: { status: 'ACCEPTED', expiresIn: 900 } };
const otpInvalid = { status: 400, body: { error: 'OTP_INVALID' } };
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

async function recoveryCode(email: string): Promise<string> {
  expect(await answerOf(await sendPasscode({ email }))).toEqual(accepted);
  return latestCode(gateway, email);
}

describe('recovery passcode (POST user-mgmt/user/send-passcode)', () => {
  it('e-mails a 6-digit passcode to an account', async () => {
    await insertUser(gateway, { email: 'forgot@example.com', password: 'Forgot-Passw0rd!' });
    expect(await answerOf(await sendPasscode({ email: 'Forgot@Example.com' }))).toEqual(accepted);
    expect(await latestMessage(gateway, 'forgot@example.com')).toMatchObject({
      channel: 'email',
      subject: 'Your password reset passcode',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it("e-mails it in the page's language and the site's brand: plain text and HTML in the site's theme, SMS plain", async () => {
    // harbour@example.com belongs to /demo-bank/, whose config names the theme `harbour` (gateway/seed/themes).
    const answer = await postJson(gateway, 'user-mgmt/user/send-passcode', { email: 'harbour@example.com', siteId: 'localhost_demo-bank', locale: 'fr_fr' });
    expect(answer.status).toBe(202);
    const message = await latestMessage(gateway, 'harbour@example.com');
    expect(message.subject).not.toBe('Your password reset passcode');
    expect(message.body).toContain(message.code);
    expect(message.body).toContain('Harbour Bank');
    expect(message.html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(message.html).toContain('background:#eef4f2');
    expect(message.html).toContain('<img src="data:image/svg+xml');
    expect(message.html).toContain(`>${message.code}</span>`);
    const id = await insertUser(gateway, { email: 'sms.reader@example.com', password: 'Texter-Passw0rd!' });
    await writeAttributes(gateway.env.DB, id, 'localhost', [{ key: 'phone', value: '+55 11 90000 1111' }]);
    await sendPasscode({ email: 'sms.reader@example.com', channel: 'SMS' });
    const sms = await latestMessage(gateway, '+55 11 90000 1111');
    expect(sms).not.toHaveProperty('html');
    expect(sms.body).not.toContain('Card Benefits');
  });

  it('answers an unknown address exactly the same and sends nothing', async () => {
    expect(await answerOf(await sendPasscode({ email: 'stranger@example.com' }))).toEqual(accepted);
    expect(await messagesFor(gateway, 'stranger@example.com')).toEqual([]);
  });

  it('texts the passcode when SMS is chosen and the account has a phone, else e-mails it', async () => {
    const id = await insertUser(gateway, { email: 'texter@example.com', password: 'Texter-Passw0rd!' });
    await writeAttributes(gateway.env.DB, id, 'localhost', [{ key: 'phone', value: '+55 11 91234 5678' }]);
    await sendPasscode({ email: 'texter@example.com', channel: 'SMS' });
    expect(await latestMessage(gateway, '+55 11 91234 5678')).toMatchObject({ channel: 'sms' });
    await insertUser(gateway, { email: 'no.phone@example.com', password: 'NoPhone-Passw0rd!' });
    await sendPasscode({ email: 'no.phone@example.com', channel: 'SMS' });
    expect(await latestMessage(gateway, 'no.phone@example.com')).toMatchObject({ channel: 'email' });
  });

  it('sends at most five passcodes per 15 minutes, answering the same beyond', async () => {
    await insertUser(gateway, { email: 'spammed@example.com', password: 'Spammed-Passw0rd!' });
    for (let send = 0; send < 7; send += 1) expect(await answerOf(await sendPasscode({ email: 'spammed@example.com' }))).toEqual(accepted);
    expect(await messagesFor(gateway, 'spammed@example.com')).toHaveLength(5);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no e-mail', {}, 'email'],
    ['an address without @', { email: 'forgot' }, 'email'],
    ['an unknown channel', { email: 'forgot@example.com', channel: 'PIGEON' }, 'channel'],
    ['a bad locale', { email: 'forgot@example.com', locale: 'EN' }, 'locale'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, body, field) => {
    expect(await answerOf(await sendPasscode(body))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });
});

describe('checking a recovery passcode (POST user-mgmt/user/find-code, purpose RECOVERY)', () => {
  it('answers 200 for the right code and leaves it usable for the reset', async () => {
    await insertUser(gateway, { email: 'checker@example.com', password: 'Checker-Passw0rd!' });
    const code = await recoveryCode('checker@example.com');
    expect(await answerOf(await findCode('checker@example.com', code))).toEqual({ status: 200, body: { valid: true } });
    expect(await answerOf(await findCode('checker@example.com', code))).toEqual({ status: 200, body: { valid: true } });
    expect((await reset('checker@example.com', code, 'Checker-New-Passw0rd!')).status).toBe(200);
  });

  it('answers a wrong code, an unknown address and a missing code alike: OTP_INVALID without details', async () => {
    await insertUser(gateway, { email: 'alike@example.com', password: 'Alike-Passw0rd!' });
    const code = await recoveryCode('alike@example.com');
    expect(await answerOf(await findCode('alike@example.com', wrongOf(code)))).toEqual(otpInvalid);
    expect(await answerOf(await findCode('stranger@example.com', code))).toEqual(otpInvalid);
    expect(await answerOf(await findCode('demo@example.com', code))).toEqual(otpInvalid);
  });

  it(`kills the code after ${maxPasscodeAttempts} wrong tries`, async () => {
    await insertUser(gateway, { email: 'brute@example.com', password: 'Brute-Passw0rd!' });
    const code = await recoveryCode('brute@example.com');
    for (let attempt = 0; attempt < maxPasscodeAttempts; attempt += 1)
      expect(await answerOf(await findCode('brute@example.com', wrongOf(code)))).toEqual(otpInvalid);
    expect(await answerOf(await findCode('brute@example.com', code))).toEqual(otpInvalid);
  });

  it('refuses an expired code', async () => {
    await insertUser(gateway, { email: 'slow@example.com', password: 'Slow-Passw0rd!' });
    const code = await recoveryCode('slow@example.com');
    await gateway.env.DB.prepare("UPDATE passcodes SET expires_at = unixepoch() - 1 WHERE purpose = 'RECOVERY'").run();
    expect(await answerOf(await findCode('slow@example.com', code))).toEqual(otpInvalid);
  });
});

describe('a new password with the passcode (POST user-mgmt/user/change-password-from-passcode)', () => {
  it('sets the password, spends the passcode, ends every session and clears the lockout', async () => {
    const email = 'resetter@example.com';
    await insertUser(gateway, { email, password: 'Resetter-Passw0rd!' });
    const session = await signedIn(gateway, { username: email, password: 'Resetter-Passw0rd!' });
    await gateway.env.DB.prepare('UPDATE users SET locked_until = unixepoch() + 600 WHERE email = ?').bind(email).run();
    const code = await recoveryCode(email);
    expect(await answerOf(await reset(email, code, 'Brand-New-Passw0rd!'))).toEqual({ status: 200, body: { changed: true } });
    expect((await signIn(gateway, { username: email, password: 'Brand-New-Passw0rd!' })).status).toBe(200);
    expect((await signIn(gateway, { username: email, password: 'Resetter-Passw0rd!' })).status).toBe(400);
    expect((await refresh(gateway, session.refresh_token ?? '')).status).toBe(400);
    expect(await answerOf(await reset(email, code, 'Another-Passw0rd!'))).toEqual(otpInvalid);
  });

  it('refuses a password breaking the rules with VALIDATION_FAILED, keeping the passcode', async () => {
    await insertUser(gateway, { email: 'weak@example.com', password: 'Weak-Passw0rd!' });
    const code = await recoveryCode('weak@example.com');
    expect(await answerOf(await reset('weak@example.com', code, 'short'))).toEqual({
      status: 400,
      body: { error: 'VALIDATION_FAILED', details: { fields: { password: { id: 'passwordRulesError', count: 4 } } } },
    });
    expect((await reset('weak@example.com', code, 'Strong-Passw0rd!')).status).toBe(200);
  });

  it('refuses a password on the list of common or breached passwords with VALIDATION_FAILED, keeping the passcode', async () => {
    await insertUser(gateway, { email: 'breached@example.com', password: 'Breached-Passw0rd!' });
    const code = await recoveryCode('breached@example.com');
    expect(await answerOf(await reset('breached@example.com', code, 'Qwerty123$'))).toEqual({
      status: 400,
      body: { error: 'VALIDATION_FAILED', details: { fields: { password: { id: 'passwordCompromised' } } } },
    });
    expect((await reset('breached@example.com', code, 'Strong-Passw0rd!')).status).toBe(200);
  });

  it(`refuses any of the last ${passwordHistoryDepth} passwords with PASSWORD_REUSED, and takes an older one`, async () => {
    const email = 'recycler@example.com';
    const passwords = ['Recycle-Passw0rd-1!', 'Recycle-Passw0rd-2!', 'Recycle-Passw0rd-3!', 'Recycle-Passw0rd-4!', 'Recycle-Passw0rd-5!'];
    await insertUser(gateway, { email, password: passwords[0] ?? '' });
    // The seeded-style account has no history yet: its current password still counts.
    expect(await answerOf(await reset(email, await recoveryCode(email), passwords[0] ?? ''))).toEqual({ status: 400, body: { error: 'PASSWORD_REUSED' } });
    for (const next of passwords.slice(1)) {
      await gateway.env.DB.prepare('DELETE FROM rate_limits').run();
      expect((await reset(email, await recoveryCode(email), next)).status).toBe(200);
    }
    await gateway.env.DB.prepare('DELETE FROM rate_limits').run();
    const code = await recoveryCode(email);
    for (const recent of passwords.slice(-passwordHistoryDepth)) {
      expect(await answerOf(await reset(email, code, recent))).toEqual({ status: 400, body: { error: 'PASSWORD_REUSED' } });
    }
    expect((await reset(email, code, passwords[0] ?? '')).status).toBe(200);
  });

  it('answers a wrong passcode with OTP_INVALID before judging the password', async () => {
    await insertUser(gateway, { email: 'order@example.com', password: 'Order-Passw0rd!' });
    const code = await recoveryCode('order@example.com');
    expect(await answerOf(await reset('order@example.com', wrongOf(code), 'short'))).toEqual(otpInvalid);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no passcode', { email: 'a@example.com', siteId: 'localhost', password: 'Strong-Passw0rd!' }, 'passcode'],
    ['no password', { email: 'a@example.com', siteId: 'localhost', passcode: '123456' }, 'password'],
    ['a passcode of seven digits', { email: 'a@example.com', siteId: 'localhost', passcode: '1234567', password: 'Strong-Passw0rd!' }, 'passcode'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, body, field) => {
    expect(await answerOf(await postJson(gateway, 'user-mgmt/user/change-password-from-passcode', body))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field } },
    });
  });
});
