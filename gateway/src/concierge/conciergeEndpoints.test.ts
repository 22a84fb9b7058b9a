import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetListSchema } from '../../../src/api/contracts/assets';
import { preferenceResponseSchema } from '../../../src/api/contracts/preferences';
import { getWithToken, newSignedInAccount, openLookUp } from '../testing/authorizedRequests';
import { answerOf } from '../testing/gatewayCalls';
import { startLocalGateway, withFlags, type LocalGateway } from '../testing/localGateway';
import { demo, refresh, signIn, signedIn } from '../testing/tokenRequests';
import { writeAttributes } from '../users/userAttributes';

const demoUserId = '00000000-0000-4000-8000-00000000c001';
const conciergePreferences = (email: string, siteId = 'localhost', lookUp = '') =>
  `user-attribute/concierge/user/${siteId}?email=${encodeURIComponent(email)}&lookUp=${lookUp}`;
const conciergeAssets = (email: string, siteId = 'localhost', lookUp = '') =>
  `user-attribute/concierge/assets/${siteId}?email=${encodeURIComponent(email)}&lookUp=${lookUp}`;

let gateway: LocalGateway;
let conciergeToken: string;
let cardholderToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway();
  conciergeToken = (await signedIn(gateway, { username: demo.concierge })).access_token;
  cardholderToken = (await signedIn(gateway)).access_token;
  await writeAttributes(gateway.env.DB, demoUserId, 'localhost', [
    { key: 'locale', value: 'en_us' },
    { key: 'email_optin', value: 'true' },
  ]);
});
afterAll(() => gateway.dispose());

describe('GET user-attribute/concierge/user/{siteId}?email=', () => {
  it("answers a cardholder's preferences in the shape the cardholder reads them", async () => {
    const response = await getWithToken(
      gateway,
      conciergePreferences('Demo@Example.com', 'localhost', await openLookUp(gateway, conciergeToken, demo.cardholder)),
      conciergeToken,
    );
    expect(response.status).toBe(200);
    const own = await (await getWithToken(gateway, 'user-attribute/user/localhost', cardholderToken)).json();
    expect(preferenceResponseSchema.parse(await response.json())).toEqual(own);
    expect(own).toEqual({
      userSites: {
        localhost: {
          attributes: [
            { key: 'email_optin', value: 'true' },
            { key: 'locale', value: 'en_us' },
          ],
        },
      },
    });
  });
});

describe('GET user-attribute/concierge/assets/{siteId}?email=', () => {
  it("answers a cardholder's cards as the cardholder's own list shows them", async () => {
    const response = await getWithToken(
      gateway,
      conciergeAssets(demo.cardholder, 'localhost', await openLookUp(gateway, conciergeToken, demo.cardholder)),
      conciergeToken,
    );
    expect(response.status).toBe(200);
    const own = await (await getWithToken(gateway, 'user-attribute/user/assets', cardholderToken)).json();
    expect(assetListSchema.parse(await response.json())).toEqual(own);
    expect(own).toHaveLength(2);
  });
});

describe.each([
  ['preferences', conciergePreferences],
  ['cards', conciergeAssets],
])('the concierge %s view', (_view, path) => {
  it('answers 403 FORBIDDEN to a cardholder', async () => {
    const response = await getWithToken(gateway, path(demo.cardholder), cardholderToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it("answers 403 FORBIDDEN for a site other than the concierge's own", async () => {
    expect((await getWithToken(gateway, path(demo.cardholder, 'localhost_demo-bank'), conciergeToken)).status).toBe(403);
  });

  it("answers 403 FORBIDDEN to another site's concierge asking about this site", async () => {
    const other = await newSignedInAccount(gateway, { siteId: 'localhost_demo-bank', role: 'CONCIERGE' });
    expect((await getWithToken(gateway, path(demo.cardholder), other.token)).status).toBe(403);
  });

  it.each([
    ['an unknown e-mail', 'nobody@example.com'],
    ['a concierge rather than a cardholder', demo.concierge],
  ])('answers 404 USER_NOT_FOUND for %s', async (_name, email) => {
    const response = await getWithToken(gateway, path(email), conciergeToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'USER_NOT_FOUND' });
  });

  it('does not find a cardholder of another site by e-mail', async () => {
    const elsewhere = await newSignedInAccount(gateway, { siteId: 'localhost_demo-bank' });
    expect((await getWithToken(gateway, path(elsewhere.email), conciergeToken)).status).toBe(404);
  });

  it.each(['', '?email=', '?email=a@example.com&email=b@example.com'])('answers 400 INVALID_REQUEST naming email for %j', async (query) => {
    const base = path(demo.cardholder).split('?')[0] ?? '';
    const response = await getWithToken(gateway, `${base}${query}`, conciergeToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'email' } });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    expect((await gateway.fetch(`/gateway/api/${path(demo.cardholder)}`)).status).toBe(401);
  });
});

describe('a deployment with the concierge flag off (FLAG_CONCIERGE=false)', () => {
  it('refuses the concierge sign-in with 403 CONCIERGE_DISABLED and lets cardholders in', async () => {
    const withoutConcierge = withFlags(gateway, { FLAG_CONCIERGE: 'false' });
    expect(await answerOf(await signIn(withoutConcierge, { username: demo.concierge }))).toEqual({ status: 403, body: { error: 'CONCIERGE_DISABLED' } });
    expect((await signIn(withoutConcierge)).status).toBe(200);
  });

  it("ends a concierge's session from before the flag went off: the look-up answers 401 and the refresh is refused", async () => {
    const before = await signedIn(gateway, { username: demo.concierge });
    const withoutConcierge = withFlags(gateway, { FLAG_CONCIERGE: 'false' });
    expect((await getWithToken(withoutConcierge, conciergePreferences(demo.cardholder), before.access_token)).status).toBe(401);
    expect(await answerOf(await refresh(withoutConcierge, before.refresh_token ?? ''))).toEqual({ status: 403, body: { error: 'CONCIERGE_DISABLED' } });
    // The same token still works where the flag is on.
    const lookUp = await openLookUp(gateway, before.access_token, demo.cardholder);
    expect((await getWithToken(gateway, conciergePreferences(demo.cardholder, 'localhost', lookUp), before.access_token)).status).toBe(200);
  });
});
