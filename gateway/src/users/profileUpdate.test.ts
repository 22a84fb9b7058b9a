import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '../../../src/api/contracts/auth';
import { validationFailedDetailsSchema } from '../../../src/api/contracts/registration';
import { getWithToken, newSignedInAccount, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertSite } from '../testing/testSites';
import { formToday } from './profileUpdate';
import { readAttributes } from './userAttributes';

const update = 'user-mgmt/user/update';
// 2026-11-23T00:00:00Z: the demo site's minimum age of 18 admits birthdays up to 2008-11-23.
const now = Date.UTC(2026, 10, 23) / 1000;

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway({ now: () => now });
  await insertSite(gateway, 'localhost_fixed-profile', { user_site_profile: { first_name: '0', last_name: '0', updatable: false } });
});
afterAll(() => gateway.dispose());

const attributesOf = async (account: TestAccount) =>
  Object.fromEntries((await readAttributes(gateway.env.DB, account.id, 'localhost')).map(({ key, value }) => [key, value]));

describe('POST user-mgmt/user/update', () => {
  it('stores the profile fields the site shows and answers the updated profile', async () => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, update, account.token, {
      first_name: ' Ana ',
      last_name: 'Lima',
      dob: '2008-11-23',
      phone: '+1 555 0100',
      address: { street: 'Main Street', number: '10', city: 'Springfield', state: 'IL', zipcode: '62701' },
    });
    expect(response.status).toBe(200);
    expect(userProfileSchema.parse(await response.json())).toMatchObject({ firstName: 'Ana', lastName: 'Lima', dob: '2008-11-23', email: account.email });
    expect(await attributesOf(account)).toEqual({
      phone: '+1 555 0100',
      address: JSON.stringify({ street: 'Main Street', number: '10', city: 'Springfield', state: 'IL', zipcode: '62701' }),
    });
    const profile = await (await getWithToken(gateway, 'user-mgmt/user/find', account.token)).json();
    expect(profile).toMatchObject({ firstName: 'Ana', dob: '2008-11-23' });
  });

  it('keeps fields left out and clears an optional field sent empty', async () => {
    const account = await newSignedInAccount(gateway);
    await postWithToken(gateway, update, account.token, { phone: '+1 555 0100', dob: '1980-01-31' });
    const response = await postWithToken(gateway, update, account.token, { last_name: 'Souza', phone: '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Test', lastName: 'Souza', dob: '1980-01-31' });
    expect(await attributesOf(account)).toEqual({});
  });

  it('drops fields the site does not show on the profile (title is None on the demo site)', async () => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, update, account.token, { title: 'Dr' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: null });
  });

  it.each<[string, object, Record<string, unknown>]>([
    ['a blank first name', { first_name: '  ' }, { first_name: { id: 'required' } }],
    ['a name with a forbidden character', { last_name: 'Lima<' }, { last_name: { id: 'error' } }],
    ['a name over 100 characters', { first_name: 'A'.repeat(101) }, { first_name: { id: 'error' } }],
    ['a birthday a day short of 18', { dob: '2008-11-24' }, { dob: { id: 'invalidAgeError' } }],
    ['a birth year of 1899', { dob: '1899-12-31' }, { dob: { id: 'maxAgeError' } }],
    ['a date that does not exist', { dob: '2001-02-30' }, { dob: { id: 'incompleteFormateError' } }],
    ['a phone of three digits', { phone: '123' }, { phone: { id: 'error' } }],
    [
      'a zip code off the mask and a link in the street',
      { address: { street: 'http://x', zipcode: '123' } },
      { 'address.street': { id: 'error' }, 'address.zipcode': { id: 'error' } },
    ],
  ])('answers 400 VALIDATION_FAILED for %s, by field path, storing nothing', async (_name, body, fields) => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, update, account.token, { phone: '+1 555 0100', ...body });
    expect(response.status).toBe(400);
    const answer = await response.json<{ error: string; details: unknown }>();
    expect(answer.error).toBe('VALIDATION_FAILED');
    expect(validationFailedDetailsSchema.parse(answer.details)).toEqual({ fields });
    expect(await attributesOf(account)).toEqual({});
  });

  it.each<[string, unknown, string]>([
    ['an e-mail (not on the profile form)', { email: 'new@example.com' }, '(body)'],
    ['a national id (not on the profile form)', { nationalId: '123-45-6780' }, '(body)'],
    ['a dob in another format', { dob: '11/23/1990' }, 'dob'],
    ['a name that is not text', { first_name: 7 }, 'first_name'],
    ['an unknown address part', { address: { planet: 'Mars' } }, 'address'],
    ['a body that is not JSON', 'first_name=Ana', '(body)'],
  ])('answers 400 INVALID_REQUEST for %s', async (_name, body, field) => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, update, account.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
  });

  it("answers 403 PROFILE_NOT_UPDATABLE when the site's profile config sets updatable to false", async () => {
    const account = await newSignedInAccount(gateway, { siteId: 'localhost_fixed-profile' });
    const response = await postWithToken(gateway, update, account.token, { first_name: 'Ana' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'PROFILE_NOT_UPDATABLE' });
  });

  it("changes only the caller's own account", async () => {
    const [caller, other] = [await newSignedInAccount(gateway), await newSignedInAccount(gateway)];
    await postWithToken(gateway, update, caller.token, { first_name: 'Changed' });
    expect(await (await getWithToken(gateway, 'user-mgmt/user/find', other.token)).json()).toMatchObject({ firstName: 'Test' });
  });

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    const response = await gateway.fetch(`/gateway/api/${update}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
  });
});

describe("the form's today", () => {
  it.each([
    ['midnight UTC', Date.UTC(2026, 10, 23, 0, 0), [2026, 10, 23]],
    ['noon UTC, when the earliest zone is a day ahead', Date.UTC(2026, 10, 22, 12, 0), [2026, 10, 23]],
    ['just before 10:00 UTC', Date.UTC(2026, 10, 22, 9, 59), [2026, 10, 22]],
  ])('is the date of the earliest time zone at %s', (_name, millis, [year, month, day]) => {
    const today = formToday(millis / 1000);
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([year, month, day]);
  });
});
