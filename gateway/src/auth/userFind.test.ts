import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '../../../src/api/contracts/auth';
import { openLookUp } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, insertUser, postTokenForm, signedIn } from '../testing/tokenRequests';

const findPath = '/gateway/api/user-mgmt/user/find';
const findConciergePath = (email: string) => `/gateway/api/user-mgmt/user/find-concierge?email=${encodeURIComponent(email)}`;

let gateway: LocalGateway;
let cardholderToken: string;
let conciergeToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway();
  cardholderToken = (await signedIn(gateway)).access_token;
  conciergeToken = (await signedIn(gateway, { username: demo.concierge })).access_token;
});
afterAll(() => gateway.dispose());

function get(path: string, token: string): Promise<Response> {
  return gateway.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
}

describe('GET user-mgmt/user/find', () => {
  it("answers the signed-in user's SPEC 3 profile, the e-mail as primaryUserIdentifier", async () => {
    const response = await get(findPath, cardholderToken);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(userProfileSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      dob: '1990-04-12',
      email: 'demo@example.com',
      firstName: 'Dana',
      lastName: 'Demo',
      title: 'Ms',
      userAccountStatus: 'ACTIVE',
      primaryUserIdentifier: 'demo@example.com',
      mfaEnrollmentStatus: 'NOT_ENROLLED',
      authMechanism: 'USER_NAME_PASSWORD',
    });
  });

  it('never includes password fields, ids or counters', async () => {
    const keys = Object.keys(await (await get(findPath, cardholderToken)).json());
    expect(keys.filter((key) => /password|salt|iteration|failed|locked|^id$/i.test(key))).toEqual([]);
  });

  it('cuts dob to its first 10 characters and adds gender when present', async () => {
    await insertUser(gateway, { email: 'gendered@example.com', password: 'Gendered-Passw0rd!', gender: 'F' });
    const token = (await signedIn(gateway, { username: 'gendered@example.com', password: 'Gendered-Passw0rd!' })).access_token;
    expect(await (await get(findPath, token)).json()).toMatchObject({ dob: '1985-02-03', gender: 'F' });
  });

  it('answers 401 without a user token', async () => {
    expect((await gateway.fetch(findPath)).status).toBe(401);
  });
});

describe('GET user-mgmt/user/find-concierge', () => {
  it('answers the profile of a cardholder of the same site to a concierge', async () => {
    const lookUp = await openLookUp(gateway, conciergeToken, demo.cardholder);
    const response = await get(`${findConciergePath('Demo@Example.com')}&lookUp=${lookUp}`, conciergeToken);
    expect(response.status).toBe(200);
    expect(userProfileSchema.parse(await response.json())).toMatchObject({ email: 'demo@example.com', primaryUserIdentifier: 'demo@example.com' });
  });

  it('answers 403 FORBIDDEN to a cardholder', async () => {
    const response = await get(findConciergePath(demo.cardholder), cardholderToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it.each([
    ['an unknown e-mail', 'nobody@example.com'],
    ['a concierge rather than a cardholder', demo.concierge],
  ])('answers 404 USER_NOT_FOUND for %s', async (_name, email) => {
    const response = await get(findConciergePath(email), conciergeToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'USER_NOT_FOUND' });
  });

  it('does not find cardholders of another site', async () => {
    await insertUser(gateway, { email: 'elsewhere@example.com', password: 'Elsewhere-Passw0rd!', siteId: 'localhost_demo-bank' });
    expect((await get(findConciergePath('elsewhere@example.com'), conciergeToken)).status).toBe(404);
  });

  it('answers 400 INVALID_REQUEST naming email when it is missing', async () => {
    const response = await get('/gateway/api/user-mgmt/user/find-concierge', conciergeToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'email' } });
  });

  it('answers 401 to a pre-auth token', async () => {
    const grant = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'localhost' });
    const { access_token: preAuth } = await grant.json<{ access_token: string }>();
    expect((await get(findConciergePath(demo.cardholder), preAuth)).status).toBe(401);
  });
});
