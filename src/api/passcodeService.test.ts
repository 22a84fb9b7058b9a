import { describe, expect, it } from 'vitest';
import { findCodeRequestSchema, sendCodeRequestSchema } from './contracts/passcode';
import { findCode, getPreferenceDetails, sendCode } from './passcodeService';
import { json, recordingApi, testOrigin } from './testing/recordingApi';

describe('passcode calls (SPEC 7 send-code, get-preference-details, find-code)', () => {
  it('sends the code of a challenge to a channel and parses the masked destination', async () => {
    const answer = { channel: 'SMS', destination: '••••0100', expiresIn: 900 };
    const { api, requests, bodies } = recordingApi({}, () => json(answer, 202));
    await expect(sendCode(api, { challenge: 'challenge-1', channel: 'SMS' })).resolves.toEqual(answer);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/send-code`);
    expect(sendCodeRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual({ challenge: 'challenge-1', channel: 'SMS' });
  });

  it('sends a signed-in check code with cookie auth', async () => {
    const { api, requests } = recordingApi({}, () => json({ channel: 'EMAIL', destination: 'a•••@example.com', expiresIn: 900 }, 202));
    await sendCode(api, { channel: 'EMAIL' });
    expect(requests[0]?.headers.get('X-COOKIE-AUTH')).toBe('true');
  });

  it('asks for the masked preference details', async () => {
    const { api, requests, bodies } = recordingApi({}, () => json({ email: 'a•••@example.com', phone: null }));
    await expect(getPreferenceDetails(api, { primaryUserIdentifier: 'ana@example.com', siteId: 'site-1', challenge: 'challenge-1' })).resolves.toEqual({
      email: 'a•••@example.com',
      phone: null,
      preferredChannel: null,
    });
    expect(requests[0]?.url).toBe(`${testOrigin}/api/user-mgmt/user/get-preference-details`);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ primaryUserIdentifier: 'ana@example.com', siteId: 'site-1', challenge: 'challenge-1' });
  });

  it.each([
    [{ purpose: 'RECOVERY', email: 'ana@example.com', siteId: 'site-1', passcode: '123456' } as const],
    [{ purpose: 'CHECK', passcode: '123456' } as const],
  ])('checks a passcode: %j', async (request) => {
    const { api, bodies } = recordingApi({}, () => json({ valid: true }));
    await expect(findCode(api, request)).resolves.toEqual({ valid: true });
    expect(findCodeRequestSchema.parse(JSON.parse(bodies[0] ?? ''))).toEqual(request);
  });

  it.each([
    ['an empty 200', () => new Response(null, { status: 200 })],
    ['a text body', () => new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['a body of another shape', () => json({ status: 'VALID', extra: [1] })],
  ])('takes %s as a valid passcode (SPEC 7: success when status 200)', async (_name, answer) => {
    const { api } = recordingApi({}, answer);
    await expect(findCode(api, { purpose: 'CHECK', passcode: '123456' })).resolves.toEqual({});
  });

  it('reads how long a passed check lasts when the answer says so, ignoring other fields', async () => {
    const { api } = recordingApi({}, () => json({ expiresIn: 600, bankField: 'x' }));
    await expect(findCode(api, { purpose: 'CHECK', passcode: '123456' })).resolves.toEqual({ expiresIn: 600 });
  });

  it('rejects a wrong code with OTP_INVALID and the attempts left', async () => {
    const { api } = recordingApi({}, () => json({ error: 'OTP_INVALID', details: { attemptsLeft: 2 } }, 400));
    await expect(findCode(api, { purpose: 'CHECK', passcode: '000000' })).rejects.toMatchObject({ code: 'OTP_INVALID', details: { attemptsLeft: 2 } });
  });
});
