import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../handle';
import { answerOf, insertSite, latestMessage, messagesFor, postJson } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { postWithToken } from '../testing/authorizedRequests';
import { postTokenForm } from '../testing/tokenRequests';
import { readAttributes } from '../users/userAttributes';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, 'rewards.example.com_bank', { user_enrollment: { privacy_policy_display: 'C' } }, 'https://cards.example.com');
  await insertSite(gateway, 'rewards.example.org', {});
});
afterAll(() => gateway.dispose());

/** A registration the demo site 'localhost' accepts (user_site_profile and user_enrollment of the seed). */
function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    siteId: 'localhost',
    locale: 'en_us',
    email: 'new.member@example.com',
    password: 'Good-Passw0rd!',
    confirm_password: 'Good-Passw0rd!',
    first_name: 'Ana',
    last_name: 'Lima',
    dob: '1990-04-12',
    phone: '+1 555 0100',
    pp: true,
    userAssetRequest: [{ assetType: 'PAN', value: '4111 1111 1111 1111' }],
    ...overrides,
  };
}

const register = (body: unknown, headers: Record<string, string> = {}) => postJson(gateway, 'user-mgmt/user/registration', body, headers);

async function userRow(siteId: string, email: string) {
  return gateway.env.DB.prepare('SELECT id, user_account_status, first_name, last_name, title, dob, auth_mechanism FROM users WHERE site_id = ? AND email = ?')
    .bind(siteId, email)
    .first<{
      id: string;
      user_account_status: string;
      first_name: string | null;
      last_name: string | null;
      title: string | null;
      dob: string | null;
      auth_mechanism: string;
    }>();
}

describe('registration (POST user-mgmt/user/registration)', () => {
  it('creates an INACTIVE account, answers 202 and e-mails an activation link', async () => {
    const response = await register(registration(), { Origin: 'http://localhost:8787', 'X-Forwarded-Host': 'localhost:8787' });
    expect(await answerOf(response)).toEqual({ status: 202, body: { status: 'ACTIVATION_EMAIL_SENT' } });
    expect(response.headers.getSetCookie()).toEqual([]);
    const user = await userRow('localhost', 'new.member@example.com');
    expect(user).toMatchObject({
      user_account_status: 'INACTIVE',
      first_name: 'Ana',
      last_name: 'Lima',
      dob: '1990-04-12',
      auth_mechanism: 'USER_NAME_PASSWORD',
    });
    const message = await latestMessage(gateway, 'new.member@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: 'Activate your account' });
    expect(message.link).toMatch(/^http:\/\/localhost:8787\/en_us\/account\/activate\/\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('on a site that captures the security code, enrols only cards a registration page proved, and refuses others', async () => {
    await insertSite(gateway, 'cvv.example.net', { pan_capture: { capture_cvv: true }, user_site_profile: { pan: '1' } });
    const body = (email: string, value: string) =>
      registration({ siteId: 'cvv.example.net', email, pp: undefined, dob: undefined, phone: undefined, userAssetRequest: [{ assetType: 'PAN', value }] });
    const unproven = await register(body('unproven@example.com', '4000 0000 0000 0010'));
    expect(await answerOf(unproven)).toEqual({
      status: 400,
      body: { error: 'VALIDATION_FAILED', details: { fields: { 'userAssetRequest.0.value': { id: 'error' } } } },
    });
    const grant = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: 'cvv.example.net' });
    const { access_token: preAuth } = await grant.json<{ access_token: string }>();
    const validation = 'user-attribute/assets/validation?siteId=cvv.example.net';
    expect((await postWithToken(gateway, validation, preAuth, { assetType: 'PAN', value: '4000000000000010', cvv: '123' })).status).toBe(200);
    expect((await register(body('proven@example.com', '4000 0000 0000 0010'))).status).toBe(202);
    const user = await userRow('cvv.example.net', 'proven@example.com');
    const cards = await gateway.env.DB.prepare('SELECT last_four FROM user_assets WHERE user_id = ?').bind(user?.id).all();
    expect(cards.results).toEqual([{ last_four: '0010' }]);
  });

  it("enrols the registration's cards for the new account, the first as default, without storing the number", async () => {
    await register(registration({ email: 'with.cards@example.com', userAssetRequest: [{ assetType: 'PAN', value: '4242 4242 4242 4242' }] }));
    const user = await userRow('localhost', 'with.cards@example.com');
    const cards = await gateway.env.DB.prepare('SELECT * FROM user_assets WHERE user_id = ?').bind(user?.id).all<Record<string, unknown>>();
    expect(cards.results).toHaveLength(1);
    expect(cards.results[0]).toMatchObject({ last_four: '4242', product_type: 'C', is_default: 1, site_id: 'localhost' });
    expect(JSON.stringify(cards.results)).not.toContain('4242424242424242');
  });

  it('keeps the password only as a PBKDF2 hash and records it in the password history', async () => {
    const user = await userRow('localhost', 'new.member@example.com');
    const stored = await gateway.env.DB.prepare('SELECT password_hash FROM users WHERE id = ?').bind(user?.id).first<{ password_hash: string }>();
    expect(stored?.password_hash).not.toContain('Good-Passw0rd');
    const history = await gateway.env.DB.prepare('SELECT password_hash FROM password_history WHERE user_id = ?')
      .bind(user?.id)
      .all<{ password_hash: string }>();
    expect(history.results).toEqual([{ password_hash: stored?.password_hash }]);
  });

  it('stores one attribute per key: phone, locale, pp, opt-ins as JSON without the all item or kinds the site does not offer, and their legacy keys', async () => {
    await register(
      registration({
        email: 'opt.ins@example.com',
        marketing_opt_ins: [
          { key: 'all', value: 'All of the above', subscribe: true },
          { key: 'emailOptin', value: 'E-mail offers', subscribe: true },
          { key: 'smsOptin', value: 'SMS offers', subscribe: true },
          { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
        ],
      }),
    );
    const user = await userRow('localhost', 'opt.ins@example.com');
    expect(await readAttributes(gateway.env.DB, user?.id ?? '', 'localhost')).toEqual([
      { key: 'email_optin', value: 'true' },
      { key: 'locale', value: 'en_us' },
      {
        key: 'marketing_opt_ins',
        value: JSON.stringify([
          { key: 'emailOptin', value: 'E-mail offers', subscribe: true },
          { key: 'cashbackOptin', value: 'Cashback', subscribe: false },
        ]),
      },
      { key: 'phone', value: '+1 555 0100' },
      { key: 'pp', value: 'true' },
    ]);
  });

  it('stores the offer categories chosen at registration, only those the site offers, once each', async () => {
    await register(registration({ email: 'categories@example.com', offers_preference: ['travel', 'no-such-category', 'dining', 'travel'] }));
    const user = await userRow('localhost', 'categories@example.com');
    const attributes = await readAttributes(gateway.env.DB, user?.id ?? '', 'localhost');
    expect(attributes.find(({ key }) => key === 'offers_preference')).toEqual({ key: 'offers_preference', value: JSON.stringify(['travel', 'dining']) });
  });

  it('keeps no offer categories where the site does not ask for them at registration', async () => {
    await register(
      registration({
        siteId: 'rewards.example.org',
        email: 'no.categories@example.com',
        pp: undefined,
        userAssetRequest: undefined,
        offers_preference: ['travel'],
      }),
    );
    const user = await userRow('rewards.example.org', 'no.categories@example.com');
    expect((await readAttributes(gateway.env.DB, user?.id ?? '', 'rewards.example.org')).map(({ key }) => key)).not.toContain('offers_preference');
  });

  it('drops fields the site does not show on registration (title None, national id None, address ProfileOptional)', async () => {
    await register(registration({ email: 'dropped@example.com', title: 'Dr', nationalId: '123-45-6780', address: { street: 'Main', city: 'Springfield' } }));
    const user = await userRow('localhost', 'dropped@example.com');
    expect(user?.title).toBeNull();
    const keys = (await readAttributes(gateway.env.DB, user?.id ?? '', 'localhost')).map(({ key }) => key);
    expect(keys).toEqual(['locale', 'phone', 'pp']);
  });

  it('keeps the address as JSON of its filled parts where the site shows it', async () => {
    await insertSite(gateway, 'localhost_address-bank', {
      user_site_profile: { address: '0' },
      user_enrollment: { postal_code_mask: '00000' },
    });
    const body = registration({
      siteId: 'localhost_address-bank',
      email: 'address@example.com',
      address: { street: 'Main St', number: '12', city: 'Springfield', state: 'IL', zipcode: '62701', neighborhood: ' ' },
    });
    expect((await register(body)).status).toBe(202);
    const user = await userRow('localhost_address-bank', 'address@example.com');
    const attributes = await readAttributes(gateway.env.DB, user?.id ?? '', 'localhost_address-bank');
    expect(attributes.find(({ key }) => key === 'address')?.value).toBe(
      JSON.stringify({ street: 'Main St', number: '12', city: 'Springfield', state: 'IL', zipcode: '62701' }),
    );
  });

  it('answers a registered address exactly like a new one and e-mails its owner instead of creating a second account', async () => {
    const fresh = await answerOf(await register(registration({ email: 'twice@example.com' })));
    const again = await register(registration({ email: '  TWICE@example.com ', first_name: 'Other' }));
    expect(await answerOf(again)).toEqual(fresh);
    const count = await gateway.env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = 'twice@example.com'").first<{ n: number }>();
    expect(count?.n).toBe(1);
    const [notice, activation] = await messagesFor(gateway, 'twice@example.com');
    expect(notice).toMatchObject({ subject: 'You already have an account', link: expect.stringMatching(/\/en_us\/account\/recovery\/$/) });
    expect(activation?.subject).toBe('Activate your account');
    expect((await userRow('localhost', 'twice@example.com'))?.first_name).toBe('Ana');
  });

  it('tells the owner of a registered address at most three times an hour', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await answerOf(await register(registration({ email: 'concierge@example.com' })))).toEqual({
        status: 202,
        body: { status: 'ACTIVATION_EMAIL_SENT' },
      });
    }
    expect(await messagesFor(gateway, 'concierge@example.com')).toHaveLength(3);
  });

  it('answers the demo cardholder address like a new one', async () => {
    expect(await answerOf(await register(registration({ email: 'demo@example.com' })))).toEqual({ status: 202, body: { status: 'ACTIVATION_EMAIL_SENT' } });
  });
});

describe('registration links', () => {
  it('keeps the issuer path of an issuer site', async () => {
    const body = registration({ siteId: 'localhost_demo-bank', email: 'issuer.member@example.com', userAssetRequest: undefined, dob: '1990-04-12' });
    expect((await register(body, { Origin: 'http://127.0.0.1:9000', 'X-Forwarded-Host': '127.0.0.1:9000' })).status).toBe(202);
    expect((await latestMessage(gateway, 'issuer.member@example.com')).link).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/demo-bank\/en_us\/account\/activate\/\?token=/,
    );
  });

  it("uses the site's configured origin, whatever the request says", async () => {
    const body = registration({ siteId: 'rewards.example.com_bank', email: 'configured@example.com', pp: undefined, userAssetRequest: undefined });
    expect((await register(body, { Origin: 'https://attacker.example', 'X-Forwarded-Host': 'attacker.example' })).status).toBe(202);
    expect((await latestMessage(gateway, 'configured@example.com')).link).toMatch(/^https:\/\/cards\.example\.com\/bank\/en_us\/account\/activate\/\?token=/);
  });

  it('ignores a non-loopback Origin and takes the host the site id names', async () => {
    const body = registration({ siteId: 'rewards.example.org', email: 'host@example.com', pp: undefined, userAssetRequest: undefined });
    const response = await gateway.fetch('https://gateway.internal/gateway/api/user-mgmt/user/registration', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://attacker.example',
        'X-Forwarded-Host': 'attacker.example',
        Referer: 'https://attacker.example/',
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
    expect((await latestMessage(gateway, 'host@example.com')).link).toMatch(/^https:\/\/rewards\.example\.org\/en_us\/account\/activate\/\?token=/);
  });

  it('ignores even a loopback Origin in production', async () => {
    const production = { ...gateway.env, ENVIRONMENT: 'production' };
    const body = registration({ siteId: 'rewards.example.org', email: 'production@example.com', pp: undefined, userAssetRequest: undefined });
    const response = await handle(
      new Request('http://localhost/gateway/api/user-mgmt/user/registration', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8787', 'X-Forwarded-Host': 'localhost:8787' },
        body: JSON.stringify(body),
      }),
      production,
    );
    expect(response.status).toBe(202);
    expect((await latestMessage(gateway, 'production@example.com')).link).toMatch(/^https:\/\/rewards\.example\.org\//);
  });
});

describe('registration for a site in the path (POST user-mgmt/user/register/{siteId})', () => {
  const registerFor = (siteId: string, body: unknown) => postJson(gateway, `user-mgmt/user/register/${encodeURIComponent(siteId)}`, body);

  it('registers on the site the path names, with or without the same siteId in the body', async () => {
    const { siteId: _, ...withoutSite } = registration({ email: 'path.one@example.com' });
    expect((await registerFor('localhost', withoutSite)).status).toBe(202);
    expect((await registerFor('localhost', registration({ email: 'path.two@example.com' }))).status).toBe(202);
    expect(await userRow('localhost', 'path.one@example.com')).toMatchObject({ user_account_status: 'INACTIVE' });
    expect(await userRow('localhost', 'path.two@example.com')).toMatchObject({ user_account_status: 'INACTIVE' });
  });

  it('refuses a body naming another site than the path: 400 naming siteId', async () => {
    expect(await answerOf(await registerFor('localhost', registration({ siteId: 'localhost_demo-bank' })))).toMatchObject({
      status: 400,
      body: { error: 'INVALID_REQUEST', details: { field: 'siteId' } },
    });
  });

  it('answers an unknown site in the path with 404 SITE_NOT_FOUND', async () => {
    expect((await answerOf(await registerFor('nowhere.example', registration({ siteId: undefined })))).body).toMatchObject({ error: 'SITE_NOT_FOUND' });
  });
});

describe('registration validation: the same rules as the screens (src/rules/fields/userForm.ts)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a blank first name is required', { first_name: ' ' }, { first_name: { id: 'required' } }],
    ['a name with a forbidden character', { last_name: 'Lima<' }, { last_name: { id: 'error' } }],
    ['an invalid e-mail address', { email: 'not-an-address' }, { email: { id: 'error' } }],
    [
      'a password breaking two rules, with the count',
      { password: 'weakpassword', confirm_password: 'weakpassword' },
      { password: { id: 'passwordRulesError', count: 3 } },
    ],
    [
      'a password on the list of common or breached passwords',
      { password: 'Password1!', confirm_password: 'Password1!' },
      { password: { id: 'passwordCompromised' } },
    ],
    ['a confirmation that differs', { confirm_password: 'Other-Passw0rd!' }, { confirm_password: { id: 'mustMatch' } }],
    ['an unticked mandatory privacy policy', { pp: false }, { pp: { id: 'required' } }],
    ['a date of birth under the minimum age of 18', { dob: `${new Date().getFullYear() - 10}-01-01` }, { dob: { id: 'invalidAgeError' } }],
    ['a date of birth in 1899', { dob: '1899-12-31' }, { dob: { id: 'maxAgeError' } }],
    ['a date that does not exist', { dob: '1990-02-30' }, { dob: { id: 'incompleteFormateError' } }],
    ['a phone number of letters', { phone: 'call me' }, { phone: { id: 'error' } }],
    [
      'a card number that is not a Visa number',
      { userAssetRequest: [{ assetType: 'PAN', value: '5111 1111 1111 1111' }] },
      { 'userAssetRequest.0.value': { id: 'error' } },
    ],
    [
      'a card the issuer has not activated (the demo site checks the active status)',
      { userAssetRequest: [{ assetType: 'PAN', value: '4180 0000 0000 0012' }] },
      { 'userAssetRequest.0.value': { id: 'error' } },
    ],
    [
      'a card number in no eligible range',
      { userAssetRequest: [{ assetType: 'PAN', value: '4120 0000 0000 0015' }] },
      { 'userAssetRequest.0.value': { id: 'error' } },
    ],
    [
      'the same card twice',
      {
        userAssetRequest: [
          { assetType: 'PAN', value: '4111 1111 1111 1111' },
          { assetType: 'PAN', value: '4111111111111111' },
        ],
      },
      { 'userAssetRequest.1.value': { id: 'error' } },
    ],
    ['no card where the site requires one (pan Mandatory)', { userAssetRequest: [] }, { userAssetRequest: { id: 'required' } }],
    [
      'more cards than pan_capture.limit',
      { userAssetRequest: ['4000000000000010', '4020000000000016', '4242424242424242', '4050000000000019'].map((value) => ({ assetType: 'PAN', value })) },
      { userAssetRequest: { id: 'error' } },
    ],
  ])('answers 400 VALIDATION_FAILED for %s', async (_, overrides, fields) => {
    const response = await register(registration({ email: 'invalid@example.com', ...overrides }));
    expect(await answerOf(response)).toEqual({ status: 400, body: { error: 'VALIDATION_FAILED', details: { fields } } });
    expect(await userRow('localhost', 'invalid@example.com')).toBeNull();
  });

  it('reports every failing field at once', async () => {
    const { body } = await answerOf(await register(registration({ first_name: '', last_name: '', pp: false })));
    expect(body).toMatchObject({ details: { fields: { first_name: { id: 'required' }, last_name: { id: 'required' }, pp: { id: 'required' } } } });
  });
});

describe('registration: malformed requests are 400 INVALID_REQUEST naming the field', () => {
  it.each<[string, RequestInit, string]>([
    ['a form instead of JSON', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'email=a' }, 'Content-Type'],
    ['a body that is not JSON', { headers: { 'Content-Type': 'application/json' }, body: '{"email":' }, 'body'],
    ['no site id', { body: JSON.stringify(registration({ siteId: undefined })) }, 'siteId'],
    ['a locale that is not language_country', { body: JSON.stringify(registration({ locale: 'english' })) }, 'locale'],
    ['a date of birth in another format', { body: JSON.stringify(registration({ dob: '04/12/1990' })) }, 'dob'],
    [
      'an unknown opt-in key',
      { body: JSON.stringify(registration({ marketing_opt_ins: [{ key: 'everything', subscribe: true }] })) },
      'marketing_opt_ins.0.key',
    ],
    [
      'an opt-in without its subscribe flag',
      { body: JSON.stringify(registration({ marketing_opt_ins: [{ key: 'emailOptin' }] })) },
      'marketing_opt_ins.0.subscribe',
    ],
    [
      'an asset that is not a PAN',
      { body: JSON.stringify(registration({ userAssetRequest: [{ assetType: 'IBAN', value: 'DE00' }] })) },
      'userAssetRequest.0.assetType',
    ],
    ['pp as text', { body: JSON.stringify(registration({ pp: 'yes' })) }, 'pp'],
    ['a body over 64 KB', { body: JSON.stringify(registration({ last_name: 'x'.repeat(70_000) })) }, 'body'],
  ])('%s', async (_, init, field) => {
    const response = await gateway.fetch('/gateway/api/user-mgmt/user/registration', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...init,
    });
    expect(await answerOf(response)).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });

  it('answers an unknown site with 404 SITE_NOT_FOUND', async () => {
    expect(await answerOf(await register(registration({ siteId: 'nowhere.example' })))).toMatchObject({ status: 404, body: { error: 'SITE_NOT_FOUND' } });
  });
});
