import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentsSchema } from '../../../src/api/contracts/consents';
import { apiPath, getWithToken, newSignedInAccount, openLookUp, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { answerOf } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';

// The demo site 'localhost' names its privacy policy '2026-11' and its opt-in wording '2026-06'
// (gateway/seed/sites/demo-rewards.json).
let gateway: LocalGateway;
let concierge: TestAccount;
beforeAll(async () => {
  gateway = await startLocalGateway();
  concierge = await newSignedInAccount(gateway, { role: 'CONCIERGE' });
});
afterAll(() => gateway.dispose());

const optIns = (items: [string, boolean][]) => JSON.stringify(items.map(([key, subscribe]) => ({ key, value: `${key} text`, subscribe })));

function save(account: TestAccount, attributes: { key: string; value: string }[], headers: Record<string, string> = {}): Promise<Response> {
  return gateway.fetch(apiPath('user-attribute/v2/user/localhost'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ attributes }),
  });
}

async function consentsOf(account: TestAccount) {
  const response = await getWithToken(gateway, 'user-mgmt/user/consents', account.token);
  expect(response.status).toBe(200);
  return consentsSchema.parse(await response.json());
}

describe('the consent history of a cardholder', () => {
  it('records each opt-in change with the wording in force, the channel and the site, newest first', async () => {
    const account = await newSignedInAccount(gateway);
    expect(
      (
        await save(account, [
          {
            key: 'marketing_opt_ins',
            value: optIns([
              ['emailOptin', true],
              ['cashbackOptin', false],
            ]),
          },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await save(
          account,
          [
            {
              key: 'marketing_opt_ins',
              value: optIns([
                ['emailOptin', false],
                ['cashbackOptin', false],
              ]),
            },
          ],
          { 'X-CHANNEL': 'app' },
        )
      ).status,
    ).toBe(200);
    const { policyVersion, records } = await consentsOf(account);
    expect(policyVersion).toBe('2026-11');
    expect(records.map(({ at, ...record }) => record)).toEqual([
      { subject: 'email', granted: false, version: '2026-06', channel: 'app', siteId: 'localhost' },
      { subject: 'email', granted: true, version: '2026-06', channel: 'web', siteId: 'localhost' },
    ]);
  });

  it('records an acceptance of the policy with its version, and nothing for a save that changes no consent', async () => {
    const account = await newSignedInAccount(gateway);
    await save(account, [{ key: 'pp', value: 'true' }]);
    await save(account, [{ key: 'locale', value: 'en_us' }]);
    const { records } = await consentsOf(account);
    expect(records).toEqual([{ subject: 'pp', granted: true, version: '2026-11', channel: 'web', siteId: 'localhost', at: expect.any(String) }]);
  });

  it("reads the channel as the web unless the request says 'app'", async () => {
    const account = await newSignedInAccount(gateway);
    await save(account, [{ key: 'sms_optin', value: 'true' }], { 'X-CHANNEL': 'kiosk' });
    expect((await consentsOf(account)).records.map((record) => [record.subject, record.channel])).toEqual([['sms', 'web']]);
  });

  it('shows a cardholder their own records only, and refuses a caller who is not signed in', async () => {
    const [one, other] = [await newSignedInAccount(gateway), await newSignedInAccount(gateway)];
    await save(one, [{ key: 'pp', value: 'true' }]);
    expect((await consentsOf(other)).records).toEqual([]);
    expect((await gateway.fetch(apiPath('user-mgmt/user/consents'))).status).toBe(401);
  });
});

describe("a concierge reads a cardholder's consents within a look-up", () => {
  const path = (email: string, lookUp = '') => `user-mgmt/user/concierge/consents?email=${encodeURIComponent(email)}&lookUp=${lookUp}`;

  it('answers 403 REASON_REQUIRED without a look-up, and the records of the site with one, recorded as shown', async () => {
    const cardholder = await newSignedInAccount(gateway);
    await save(cardholder, [{ key: 'pp', value: 'true' }]);
    expect(await answerOf(await getWithToken(gateway, path(cardholder.email), concierge.token))).toEqual({ status: 403, body: { error: 'REASON_REQUIRED' } });
    const lookUp = await openLookUp(gateway, concierge.token, cardholder.email);
    const response = await getWithToken(gateway, path(cardholder.email, lookUp), concierge.token);
    expect(response.status).toBe(200);
    const { records } = consentsSchema.parse(await response.json());
    expect(records.map((record) => [record.subject, record.version])).toEqual([['pp', '2026-11']]);
    const audit = await (
      await getWithToken(gateway, 'user-mgmt/user/concierge/look-ups', concierge.token)
    ).json<{ lookUps: { id: string; shown: string[] }[] }>();
    expect(audit.lookUps.find((entry) => entry.id === lookUp)?.shown).toEqual(['consents']);
  });

  it('refuses a cardholder who asks as a concierge', async () => {
    const cardholder = await newSignedInAccount(gateway);
    expect((await getWithToken(gateway, path(cardholder.email, 'f'.repeat(32)), cardholder.token)).status).toBe(403);
  });
});

describe('saves that are refused record nothing', () => {
  it('keeps the history as it was when a save is refused', async () => {
    const account = await newSignedInAccount(gateway);
    const refused = await postWithToken(gateway, 'user-attribute/v2/user/localhost', account.token, {
      attributes: [
        { key: 'pp', value: 'true' },
        { key: 'not_a_key', value: 'x' },
      ],
    });
    expect(refused.status).toBe(400);
    expect((await consentsOf(account)).records).toEqual([]);
  });
});
