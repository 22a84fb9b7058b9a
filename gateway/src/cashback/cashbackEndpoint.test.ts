import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackStatementSchema } from '../../../src/api/contracts/cashback';
import { getWithToken, newSignedInAccount, postWithToken } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, signedIn } from '../testing/tokenRequests';

const myCashback = 'user-attribute/user/my-cashback';
const enrolledAt = 1_900_000_000;
let clock = enrolledAt;

let gateway: LocalGateway;
let demoToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway({ now: () => clock });
  demoToken = (await signedIn(gateway)).access_token;
});
afterAll(() => gateway.dispose());

async function statement(token: string, query = ''): Promise<unknown> {
  const response = await getWithToken(gateway, `${myCashback}${query}`, token);
  expect(response.status).toBe(200);
  return cashbackStatementSchema.parse(await response.json());
}

describe('GET user-attribute/user/my-cashback', () => {
  it("answers the demo cardholder's seeded cards: the default earns cashback, the Electron card does not", async () => {
    expect(await statement(demoToken)).toEqual([
      { pan: '1111', status: 'ELIGIBLE' },
      { pan: '0013', status: 'NOT_ELIGIBLE' },
    ]);
  });

  it('shows newly enrolled cards PENDING for CASHBACK_PENDING_SECONDS (180 in wrangler.toml), then their status', async () => {
    clock = enrolledAt;
    const account = await newSignedInAccount(gateway);
    const enrolment = await postWithToken(gateway, 'user-attribute/user/assets', account.token, {
      siteId: demo.siteId,
      userAssetRequest: [
        { assetType: 'PAN', value: '4242424242424242' },
        { assetType: 'PAN', value: '4130000000000021' },
      ],
    });
    expect(enrolment.status).toBe(200);
    const pending = [
      { pan: '4242', status: 'PENDING' },
      { pan: '0021', status: 'PENDING' },
    ];
    expect(await statement(account.token)).toEqual(pending);
    clock = enrolledAt + 179;
    expect(await statement(account.token)).toEqual(pending);
    clock = enrolledAt + 180;
    expect(await statement(account.token)).toEqual([
      { pan: '4242', status: 'ELIGIBLE' },
      { pan: '0021', status: 'NOT_ELIGIBLE' },
    ]);
  });

  it('answers an empty statement to a user without cards', async () => {
    expect(await statement((await newSignedInAccount(gateway)).token)).toEqual([]);
  });

  it('accepts ?siteId= naming the token site', async () => {
    expect(await statement(demoToken, `?siteId=${demo.siteId}`)).toHaveLength(2);
  });

  it('answers 403 FORBIDDEN for ?siteId= of another site', async () => {
    const response = await getWithToken(gateway, `${myCashback}?siteId=localhost_demo-bank`, demoToken);
    expect(response.status).toBe(403);
  });

  it.each(['?siteId=%3Cb%3E', '?siteId=localhost&siteId=localhost'])('answers 400 INVALID_REQUEST for %s', async (query) => {
    const response = await getWithToken(gateway, `${myCashback}${query}`, demoToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'siteId' } });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    expect((await gateway.fetch(`/gateway/api/${myCashback}`)).status).toBe(401);
  });
});
