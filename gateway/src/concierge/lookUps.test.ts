import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSchema, staffLookUpsSchema } from '../../../src/api/contracts/conciergeAudit';
import { getWithToken, newSignedInAccount, openLookUp, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { answerOf } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';

let gateway: LocalGateway;
let concierge: TestAccount;
beforeAll(async () => {
  gateway = await startLocalGateway();
  concierge = await newSignedInAccount(gateway, { role: 'CONCIERGE' });
});
afterAll(() => gateway.dispose());

const profilePath = (email: string, lookUp = '') => `user-mgmt/user/find-concierge?email=${encodeURIComponent(email)}&lookUp=${lookUp}`;
const cardsPath = (email: string, lookUp = '') => `user-attribute/concierge/assets/localhost?email=${encodeURIComponent(email)}&lookUp=${lookUp}`;
const open = (token: string, body: Record<string, unknown>) => postWithToken(gateway, 'user-mgmt/user/concierge/look-ups', token, body);

describe('a concierge opens a record only with a reason', () => {
  it('answers the record without a look-up with 403 REASON_REQUIRED', async () => {
    const cardholder = await newSignedInAccount(gateway);
    expect(await answerOf(await getWithToken(gateway, profilePath(cardholder.email), concierge.token))).toEqual({
      status: 403,
      body: { error: 'REASON_REQUIRED' },
    });
    expect(await answerOf(await getWithToken(gateway, cardsPath(cardholder.email, 'f'.repeat(32)), concierge.token))).toEqual({
      status: 403,
      body: { error: 'REASON_REQUIRED' },
    });
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'no details',
      { reason: 'COMPLAINT', note: '  ' },
      { status: 400, body: { error: 'VALIDATION_FAILED', details: { fields: { note: { id: 'required' } } } } },
    ],
    [
      'details with markup',
      { reason: 'COMPLAINT', note: '<script>x</script>' },
      { status: 400, body: { error: 'VALIDATION_FAILED', details: { fields: { note: { id: 'error' } } } } },
    ],
    [
      'details over 200 characters',
      { reason: 'OTHER', note: 'x'.repeat(201) },
      { status: 400, body: { error: 'VALIDATION_FAILED', details: { fields: { note: { id: 'error' } } } } },
    ],
    ['a reason not on the list', { reason: 'CURIOSITY', note: 'Just looking' }, { status: 400, body: { error: 'INVALID_REQUEST' } }],
  ])('refuses a look-up with %s, naming the field', async (_, body, answer) => {
    const cardholder = await newSignedInAccount(gateway);
    expect(await answerOf(await open(concierge.token, { email: cardholder.email, ...body }))).toMatchObject(answer as object);
  });

  it('refuses a look-up to a cardholder, and of someone who is not a cardholder of the site', async () => {
    const cardholder = await newSignedInAccount(gateway);
    expect((await open(cardholder.token, { email: cardholder.email, reason: 'OTHER', note: 'Me' })).status).toBe(403);
    const elsewhere = await newSignedInAccount(gateway, { siteId: 'localhost_demo-bank' });
    expect(await answerOf(await open(concierge.token, { email: elsewhere.email, reason: 'OTHER', note: 'Wrong site' }))).toEqual({
      status: 404,
      body: { error: 'USER_NOT_FOUND' },
    });
  });

  it("opens only that cardholder's record, for that concierge, for 15 minutes", async () => {
    const cardholder = await newSignedInAccount(gateway);
    const other = await newSignedInAccount(gateway);
    const colleague = await newSignedInAccount(gateway, { role: 'CONCIERGE' });
    const lookUp = await openLookUp(gateway, concierge.token, cardholder.email);
    expect((await getWithToken(gateway, profilePath(cardholder.email, lookUp), concierge.token)).status).toBe(200);
    expect((await getWithToken(gateway, profilePath(other.email, lookUp), concierge.token)).status).toBe(403);
    expect((await getWithToken(gateway, profilePath(cardholder.email, lookUp), colleague.token)).status).toBe(403);
    await gateway.env.DB.prepare('UPDATE concierge_look_ups SET expires_at = unixepoch() - 1 WHERE look_up_id = ?').bind(lookUp).run();
    expect((await getWithToken(gateway, profilePath(cardholder.email, lookUp), concierge.token)).status).toBe(403);
  });
});

describe('the trail', () => {
  it('records who, whom, why, when and what was shown, newest first, for the concierges of the site', async () => {
    const cardholder = await newSignedInAccount(gateway);
    const response = await open(concierge.token, { email: cardholder.email, reason: 'CARD_QUESTION', note: 'Case 4411: card missing' });
    const { lookUp } = await response.json<{ lookUp: string }>();
    // Sent together, as the staff view sends them: each part counts once.
    await Promise.all([
      getWithToken(gateway, profilePath(cardholder.email, lookUp), concierge.token),
      getWithToken(gateway, cardsPath(cardholder.email, lookUp), concierge.token),
      getWithToken(gateway, cardsPath(cardholder.email, lookUp), concierge.token),
      getWithToken(gateway, `user-attribute/concierge/user/localhost?email=${encodeURIComponent(cardholder.email)}&lookUp=${lookUp}`, concierge.token),
    ]);
    const colleague = await newSignedInAccount(gateway, { role: 'CONCIERGE' });
    const audit = auditSchema.parse(await (await getWithToken(gateway, 'user-mgmt/user/concierge/look-ups', colleague.token)).json());
    expect(audit.lookUps[0]).toEqual({
      id: lookUp,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      concierge: concierge.email,
      cardholder: cardholder.email,
      reason: 'CARD_QUESTION',
      note: 'Case 4411: card missing',
      shown: ['profile', 'cards', 'preferences'],
    });
  });

  it('keeps the audit from cardholders, and shows a cardholder when and why staff looked, not who or the notes', async () => {
    const cardholder = await newSignedInAccount(gateway);
    expect((await getWithToken(gateway, 'user-mgmt/user/concierge/look-ups', cardholder.token)).status).toBe(403);
    expect(staffLookUpsSchema.parse(await (await getWithToken(gateway, 'user-mgmt/user/staff-look-ups', cardholder.token)).json())).toEqual({ lookUps: [] });
    await open(concierge.token, { email: cardholder.email, reason: 'SECURITY', note: 'Odd sign-ins' });
    const seen = await (await getWithToken(gateway, 'user-mgmt/user/staff-look-ups', cardholder.token)).json();
    expect(seen).toEqual({ lookUps: [{ at: expect.any(String), reason: 'SECURITY' }] });
    const stranger = await newSignedInAccount(gateway);
    expect(await (await getWithToken(gateway, 'user-mgmt/user/staff-look-ups', stranger.token)).json()).toEqual({ lookUps: [] });
  });
});
