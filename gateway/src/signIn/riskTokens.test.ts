import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, postTokenForm } from '../testing/tokenRequests';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const grant = (fields: Record<string, string>) =>
  postTokenForm(gateway, { grant_type: 'password', username: demo.cardholder, password: demo.password, siteId: demo.siteId, locale: 'en_us', ...fields });
const recorded = async () => (await answerOf(await gateway.fetch(`/gateway/api/dev/risk-tokens?siteId=${demo.siteId}&email=${demo.cardholder}`))).body;

describe("the risk vendor's token of a sign-in (vba_token)", () => {
  it('is kept with the sign-in it came with: the account, and whether the password was right', async () => {
    expect((await grant({ vba_token: 'vaap-1.ok' })).status).toBe(200);
    expect((await grant({ vba_token: 'vaap-2.wrong', password: 'Wrong-Passw0rd!' })).status).toBe(400);
    expect(await recorded()).toEqual({
      tokens: [
        { vendor: 'VAAP', token: 'vaap-2.wrong', passwordAccepted: false, createdAt: expect.any(Number) },
        { vendor: 'VAAP', token: 'vaap-1.ok', passwordAccepted: true, createdAt: expect.any(Number) },
      ],
    });
  });

  it('records nothing for a sign-in without one', async () => {
    const before = await recorded();
    expect((await grant({})).status).toBe(200);
    expect(await recorded()).toEqual(before);
  });

  it.each([
    ['a space', 'vaap token'],
    ['a control character', 'vaap\u0001'],
    ['more than 4096 characters', 'x'.repeat(4097)],
  ])('refuses a token with %s, naming vba_token', async (_, token) => {
    expect(await answerOf(await grant({ vba_token: token }))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'vba_token' } },
    });
  });
});
