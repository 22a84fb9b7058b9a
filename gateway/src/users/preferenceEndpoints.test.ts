import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferenceResponseSchema, type UserAttribute } from '../../../src/api/contracts/preferences';
import { getWithToken, newSignedInAccount, postWithToken, type TestAccount } from '../testing/authorizedRequests';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { signedIn } from '../testing/tokenRequests';
import { readAttributes, writeAttributes } from './userAttributes';

const preferences = (siteId = 'localhost') => `user-attribute/user/${siteId}`;
const saveUserSite = (siteId = 'localhost') => `user-attribute/v2/user/${siteId}`;
const profileAttributes = (siteId = 'localhost') => `user-attribute/user/attribute/${siteId}`;

const optIns = (items: [string, boolean][]) => JSON.stringify(items.map(([key, subscribe]) => ({ key, value: `${key} text`, subscribe })));

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

async function attributesAfter(response: Response, siteId = 'localhost'): Promise<Record<string, string>> {
  expect(response.status).toBe(200);
  const body = preferenceResponseSchema.parse(await response.json());
  expect(Object.keys(body.userSites)).toEqual([siteId]);
  return Object.fromEntries((body.userSites[siteId]?.attributes ?? []).map(({ key, value }) => [key, value]));
}

const save = (account: TestAccount, attributes: UserAttribute[], path = saveUserSite()) => postWithToken(gateway, path, account.token, { attributes });

describe('GET user-attribute/user/{siteId}', () => {
  it('answers the SPEC 3 preference response, keyed by the site, attributes by key', async () => {
    const account = await newSignedInAccount(gateway);
    await writeAttributes(gateway.env.DB, account.id, 'localhost', [
      { key: 'phone', value: '+1 555 0100' },
      { key: 'locale', value: 'en_us' },
    ]);
    const response = await getWithToken(gateway, preferences(), account.token);
    expect(await response.json()).toEqual({
      userSites: {
        localhost: {
          attributes: [
            { key: 'locale', value: 'en_us' },
            { key: 'phone', value: '+1 555 0100' },
          ],
        },
      },
    });
  });

  it('answers an empty list to a user without attributes', async () => {
    expect(await attributesAfter(await getWithToken(gateway, preferences(), (await signedIn(gateway)).access_token))).toEqual({});
  });

  it.each([preferences('localhost_demo-bank'), saveUserSite('localhost_demo-bank'), profileAttributes('localhost_demo-bank')])(
    'answers 403 FORBIDDEN for another site: %s',
    async (path) => {
      const account = await newSignedInAccount(gateway);
      const response = path.startsWith('user-attribute/user/localhost')
        ? await getWithToken(gateway, path, account.token)
        : await save(account, [{ key: 'locale', value: 'pt_br' }], path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
    },
  );

  it('answers 401 UNAUTHORIZED without a user token', async () => {
    expect((await gateway.fetch(`/gateway/api/${preferences()}`)).status).toBe(401);
  });
});

describe('POST user-attribute/v2/user/{siteId} and user/attribute/{siteId}', () => {
  it('saves the locale after a USER_NOT_FOUND, keeping attributes not given', async () => {
    const account = await newSignedInAccount(gateway);
    await save(account, [{ key: 'region', value: 'Midwest' }]);
    expect(await attributesAfter(await save(account, [{ key: 'locale', value: 'pt_br' }]))).toEqual({ locale: 'pt_br', region: 'Midwest' });
  });

  it("saves the opt-in list without the 'All of the above' item and sets the legacy keys to match", async () => {
    const account = await newSignedInAccount(gateway);
    const list = optIns([
      ['all', false],
      ['emailOptin', true],
      ['smsOptin', false],
      ['transactionalOptin', true],
      ['cashbackOptin', true],
    ]);
    const saved = await attributesAfter(
      await save(account, [
        { key: 'marketing_opt_ins', value: list },
        { key: 'pp', value: 'true' },
      ]),
    );
    expect(saved).toEqual({
      marketing_opt_ins: optIns([
        ['emailOptin', true],
        ['smsOptin', false],
        ['transactionalOptin', true],
        ['cashbackOptin', true],
      ]),
      email_optin: 'true',
      sms_optin: 'false',
      trnxn_data_optin: 'true',
      pp: 'true',
    });
  });

  it('switches the kind in the stored list when a legacy key is saved alone', async () => {
    const account = await newSignedInAccount(gateway);
    await save(account, [
      {
        key: 'marketing_opt_ins',
        value: optIns([
          ['emailOptin', true],
          ['onlineOptin', true],
        ]),
      },
    ]);
    const saved = await attributesAfter(await save(account, [{ key: 'online_optin', value: 'false' }]));
    expect(saved).toMatchObject({
      marketing_opt_ins: optIns([
        ['emailOptin', true],
        ['onlineOptin', false],
      ]),
      online_optin: 'false',
      email_optin: 'true',
    });
  });

  it('refuses a legacy key that contradicts the list saved with it', async () => {
    const account = await newSignedInAccount(gateway);
    const response = await save(account, [
      { key: 'sms_optin', value: 'true' },
      { key: 'marketing_opt_ins', value: optIns([['smsOptin', false]]) },
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'attributes.0.value' } });
  });

  it('saves offer categories the site offers, each once, in the order chosen', async () => {
    const account = await newSignedInAccount(gateway);
    const saved = await attributesAfter(await save(account, [{ key: 'offers_preference', value: '["travel","dining","travel"]' }]));
    expect(saved).toEqual({ offers_preference: '["travel","dining"]' });
  });

  it("judges offer categories by the site's customized list", async () => {
    const account = await newSignedInAccount(gateway, { siteId: 'localhost_demo-bank' });
    const path = saveUserSite('localhost_demo-bank');
    expect((await save(account, [{ key: 'offers_preference', value: '["groceries"]' }], path)).status).toBe(400);
    expect(await attributesAfter(await save(account, [{ key: 'offers_preference', value: '["shopping"]' }], path), 'localhost_demo-bank')).toEqual({
      offers_preference: '["shopping"]',
    });
  });

  it('ignores vopUsers on the profile attribute update, as a field and as an attribute', async () => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, profileAttributes(), account.token, {
      attributes: [
        { key: 'vopUsers', value: '[]' },
        { key: 'bank', value: 'Demo Bank' },
      ],
      vopUsers: [{ id: 1 }],
    });
    expect(await attributesAfter(response)).toEqual({ bank: 'Demo Bank' });
  });

  it('answers 403 ATTRIBUTE_READ_ONLY for allow_delete_profile and saves nothing of the request', async () => {
    const account = await newSignedInAccount(gateway);
    const response = await save(account, [
      { key: 'locale', value: 'pt_br' },
      { key: 'allow_delete_profile', value: 'true' },
    ]);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'ATTRIBUTE_READ_ONLY', details: { key: 'allow_delete_profile' } });
    expect(await readAttributes(gateway.env.DB, account.id, 'localhost')).toEqual([]);
  });

  it.each<[string, string, UserAttribute[]]>([
    ['an unknown key', 'attributes.0.key', [{ key: 'favourite_colour', value: 'blue' }]],
    ['a profile field (written by user-mgmt/user/update)', 'attributes.0.key', [{ key: 'phone', value: '+1 555 0100' }]],
    ['a password', 'attributes.0.key', [{ key: 'password', value: 'Secret-Passw0rd' }]],
    ['a card number', 'attributes.0.key', [{ key: 'pan', value: '4111111111111111' }]],
    [
      'a key given twice',
      'attributes.1.key',
      [
        { key: 'region', value: 'Midwest' },
        { key: 'region', value: 'Northeast' },
      ],
    ],
    ['a locale that is not one', 'attributes.0.value', [{ key: 'locale', value: 'english' }]],
    ['a flag that is not true or false', 'attributes.0.value', [{ key: 'email_optin', value: 'yes' }]],
    ['markup in a text', 'attributes.0.value', [{ key: 'region', value: '<b>x</b>' }]],
    ['a text over 100 characters', 'attributes.0.value', [{ key: 'bank', value: 'b'.repeat(101) }]],
    ['an unknown offer category', 'attributes.0.value', [{ key: 'offers_preference', value: '["crypto"]' }]],
    ['offer categories that are not a JSON list', 'attributes.0.value', [{ key: 'offers_preference', value: 'travel' }]],
    ['an opt-in list with an unknown key', 'attributes.0.value', [{ key: 'marketing_opt_ins', value: optIns([['faxOptin', true]]) }]],
    [
      'an opt-in list naming a kind twice',
      'attributes.0.value',
      [
        {
          key: 'marketing_opt_ins',
          value: optIns([
            ['smsOptin', true],
            ['smsOptin', false],
          ]),
        },
      ],
    ],
    ['redeemed offers that are not a list', 'attributes.0.value', [{ key: 'redeemed_offers', value: '{"a":1}' }]],
  ])('answers 400 INVALID_REQUEST for %s, naming %s', async (_name, field, attributes) => {
    const account = await newSignedInAccount(gateway);
    const response = await save(account, attributes);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
    expect(text).not.toContain(attributes[0]?.value ?? '');
    expect(await readAttributes(gateway.env.DB, account.id, 'localhost')).toEqual([]);
  });

  it.each<[string, string, unknown, string]>([
    ['51 attributes', saveUserSite(), { attributes: Array.from({ length: 51 }, () => ({ key: 'region', value: 'x' })) }, 'attributes'],
    ['a value over 8000 characters', saveUserSite(), { attributes: [{ key: 'customerOriginDetails', value: 'x'.repeat(8001) }] }, 'attributes.0.value'],
    ['vopUsers on v2/user', saveUserSite(), { attributes: [], vopUsers: [] }, '(body)'],
    ['no attributes field', profileAttributes(), {}, 'attributes'],
  ])('answers 400 INVALID_REQUEST for %s', async (_name, path, body, field) => {
    const account = await newSignedInAccount(gateway);
    const response = await postWithToken(gateway, path, account.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
  });

  it("changes only the caller's attributes", async () => {
    const [caller, other] = [await newSignedInAccount(gateway), await newSignedInAccount(gateway)];
    await save(caller, [{ key: 'locale', value: 'pt_br' }]);
    expect(await attributesAfter(await getWithToken(gateway, preferences(), other.token))).toEqual({});
  });
});
