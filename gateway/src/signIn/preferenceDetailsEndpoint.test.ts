import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpRequiredDetailsSchema } from '../../../src/api/contracts/auth';
import { answerOf, postJson, signedInHeaders } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { signIn } from '../testing/tokenRequests';
import { newSignedInAccount } from '../testing/authorizedRequests';
import { writeAttributes } from '../users/userAttributes';

const otpUser = { username: 'otp@example.com', password: 'Demo-Passw0rd!', siteId: 'localhost_otp-bank' };
let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const details = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(gateway, 'user-mgmt/user/get-preference-details', body, headers);
const notFound = { status: 404, body: { error: 'NOT_FOUND' } };

async function challenge(): Promise<string> {
  const body = await (await signIn(gateway, otpUser)).json<{ details: unknown }>();
  return otpRequiredDetailsSchema.parse(body.details).challenge;
}

describe('preference details (POST user-mgmt/user/get-preference-details)', () => {
  it('answers the masked e-mail and phone for a live sign-in challenge of that user', async () => {
    const response = await details({ primaryUserIdentifier: 'OTP@example.com', siteId: 'localhost_otp-bank', challenge: await challenge() });
    expect(await answerOf(response)).toEqual({ status: 200, body: { email: 'o•••@example.com', phone: '••••0100', preferredChannel: null } });
  });

  it('answers a signed-in user asking about themself, phone null when they have none', async () => {
    const headers = await signedInHeaders(gateway);
    expect(await answerOf(await details({ primaryUserIdentifier: 'demo@example.com', siteId: 'localhost' }, headers))).toEqual({
      status: 200,
      body: { email: 'd•••@example.com', phone: null, preferredChannel: null },
    });
  });

  it('names the channel the cardholder chose for passcodes (issue 17, part 3), and SMS only with a phone', async () => {
    const account = await newSignedInAccount(gateway);
    const headers = { Authorization: `Bearer ${account.token}` };
    const save = (value: string) => postJson(gateway, 'user-attribute/v2/user/localhost', { attributes: [{ key: 'passcode_channel', value }] }, headers);
    const preferred = async () =>
      (await (await details({ primaryUserIdentifier: account.email, siteId: 'localhost' }, headers)).json<{ preferredChannel: unknown }>()).preferredChannel;
    expect((await save('EMAIL')).status).toBe(200);
    expect(await preferred()).toBe('EMAIL');
    expect((await save('SMS')).status).toBe(200);
    expect(await preferred()).toBeNull();
    await writeAttributes(gateway.env.DB, account.id, 'localhost', [{ key: 'phone', value: '+1 555 0142' }]);
    expect(await preferred()).toBe('SMS');
    expect(await answerOf(await save('FAX'))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST' } });
    expect(await preferred()).toBe('SMS');
  });

  it('answers everything else with the same generic 404', async () => {
    const headers = await signedInHeaders(gateway);
    const live = await challenge();
    const rows = [
      details({ primaryUserIdentifier: 'concierge@example.com', siteId: 'localhost' }, headers),
      details({ primaryUserIdentifier: 'demo@example.com', siteId: 'localhost' }),
      details({ primaryUserIdentifier: 'nobody@example.com', siteId: 'localhost' }, headers),
      details({ primaryUserIdentifier: 'demo@example.com', siteId: 'localhost', challenge: live }),
      details({ primaryUserIdentifier: 'otp@example.com', siteId: 'localhost_otp-bank', challenge: 'b'.repeat(43) }),
      details({ primaryUserIdentifier: 'otp@example.com', siteId: 'localhost_otp-bank' }, headers),
    ];
    for (const response of await Promise.all(rows)) expect(await answerOf(response)).toEqual(notFound);
  });

  it('answers an expired challenge with the generic 404', async () => {
    const live = await challenge();
    await gateway.env.DB.prepare('UPDATE sign_in_challenges SET expires_at = unixepoch() - 1').run();
    expect(await answerOf(await details({ primaryUserIdentifier: 'otp@example.com', siteId: 'localhost_otp-bank', challenge: live }))).toEqual(notFound);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no primaryUserIdentifier', { siteId: 'localhost' }, 'primaryUserIdentifier'],
    ['no siteId', { primaryUserIdentifier: 'demo@example.com' }, 'siteId'],
    ['a challenge with markup', { primaryUserIdentifier: 'demo@example.com', siteId: 'localhost', challenge: '<b>' }, 'challenge'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, body, field) => {
    expect(await answerOf(await details(body))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });
});
