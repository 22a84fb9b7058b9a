import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, latestCode, postJson, signedInHeaders } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser } from '../testing/tokenRequests';
import { writeAttributes } from '../users/userAttributes';
import { maxPasscodeAttempts, passcodeSendLimit } from './passcodeStore';

let gateway: LocalGateway;
let headers: Record<string, string>;
const password = 'Checked-Passw0rd!';
beforeAll(async () => {
  gateway = await startLocalGateway();
  const id = await insertUser(gateway, { email: 'checked@example.com', password });
  await writeAttributes(gateway.env.DB, id, 'localhost', [{ key: 'phone', value: '+1 555 0123' }]);
  headers = await signedInHeaders(gateway, { username: 'checked@example.com', password });
});
afterAll(() => gateway.dispose());

const sendCode = (body: Record<string, unknown>, extra = headers) => postJson(gateway, 'user-mgmt/user/send-code', body, extra);
const findCode = (body: Record<string, unknown>, extra = headers) => postJson(gateway, 'user-mgmt/user/find-code', body, extra);
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the signed-in check (send-code without a challenge, find-code purpose CHECK)', () => {
  it('sends a check passcode to the chosen channel of the signed-in user', async () => {
    expect(await answerOf(await sendCode({ channel: 'EMAIL' }))).toEqual({
      status: 202,
      body: { channel: 'EMAIL', destination: 'c•••@example.com', expiresIn: 900 },
    });
    expect(await answerOf(await sendCode({ channel: 'SMS' }))).toEqual({ status: 202, body: { channel: 'SMS', destination: '••••0123', expiresIn: 900 } });
  });

  it('accepts the newest code once and says the check holds for 15 minutes', async () => {
    await sendCode({ channel: 'SMS' });
    const code = await latestCode(gateway, '+1 555 0123');
    expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: code }))).toEqual({ status: 200, body: { valid: true, expiresIn: 900 } });
    expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: code }))).toEqual({ status: 400, body: { error: 'OTP_EXPIRED' } });
  });

  it(`counts wrong codes; the ${maxPasscodeAttempts}th kills the code (DEVICE_LOCKED)`, async () => {
    await sendCode({ channel: 'EMAIL' });
    const code = await latestCode(gateway, 'checked@example.com');
    for (let attempt = 1; attempt < maxPasscodeAttempts; attempt += 1) {
      expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: wrongOf(code) }))).toEqual({
        status: 400,
        body: { error: 'OTP_INVALID', details: { attemptsLeft: maxPasscodeAttempts - attempt } },
      });
    }
    expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: wrongOf(code) }))).toEqual({ status: 400, body: { error: 'DEVICE_LOCKED' } });
    expect((await answerOf(await findCode({ purpose: 'CHECK', passcode: code }))).body).toEqual({ error: 'OTP_EXPIRED' });
  });

  it('answers an expired code with OTP_EXPIRED', async () => {
    await sendCode({ channel: 'EMAIL' });
    const code = await latestCode(gateway, 'checked@example.com');
    await gateway.env.DB.prepare('UPDATE passcodes SET expires_at = unixepoch() - 1').run();
    expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: code }))).toEqual({ status: 400, body: { error: 'OTP_EXPIRED' } });
  });

  it('refuses SMS for a user without a phone: 400 naming channel', async () => {
    const demo = await signedInHeaders(gateway);
    expect(await answerOf(await sendCode({ channel: 'SMS' }, demo))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'channel' } },
    });
  });

  it(`sends at most ${passcodeSendLimit.limit} check codes per 15 minutes: 429 after`, async () => {
    await insertUser(gateway, { email: 'eager@example.com', password });
    const eager = await signedInHeaders(gateway, { username: 'eager@example.com', password });
    for (let send = 0; send < passcodeSendLimit.limit; send += 1) expect((await sendCode({ channel: 'EMAIL' }, eager)).status).toBe(202);
    const refused = await sendCode({ channel: 'EMAIL' }, eager);
    const wait = Number(refused.headers.get('Retry-After'));
    // Retry-After says when the 15-minute window of sends ends, here and in the details the screens read.
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(passcodeSendLimit.windowSeconds);
    expect(await answerOf(refused)).toEqual({ status: 429, body: { error: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: wait } } });
  });

  it('needs a signed-in user: 401 UNAUTHORIZED without one', async () => {
    expect(await answerOf(await sendCode({ channel: 'EMAIL' }, {}))).toEqual({ status: 401, body: { error: 'UNAUTHORIZED' } });
    expect(await answerOf(await findCode({ purpose: 'CHECK', passcode: '123456' }, {}))).toEqual({ status: 401, body: { error: 'UNAUTHORIZED' } });
  });
});

describe('find-code: malformed requests are 400 INVALID_REQUEST naming the field', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no purpose', { passcode: '123456' }, 'purpose'],
    ['an unknown purpose', { purpose: 'LOGIN', passcode: '123456' }, 'purpose'],
    ['a passcode of letters', { purpose: 'CHECK', passcode: 'abcdef' }, 'passcode'],
    ['a recovery check without e-mail', { purpose: 'RECOVERY', siteId: 'localhost', passcode: '123456' }, 'email'],
    ['a recovery check without site', { purpose: 'RECOVERY', email: 'demo@example.com', passcode: '123456' }, 'siteId'],
  ])('%s', async (_, body, field) => {
    expect(await answerOf(await findCode(body))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });
});
