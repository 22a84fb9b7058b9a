import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationResponseSchema } from '../../../src/api/contracts/assets';
import { getWithToken, newSignedInAccount, postWithToken } from '../testing/authorizedRequests';
import { insertSite } from '../testing/testSites';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, postTokenForm, signedIn } from '../testing/tokenRequests';

const validation = (siteId: string = demo.siteId) => `user-attribute/assets/validation?siteId=${encodeURIComponent(siteId)}`;

let gateway: LocalGateway;
let userToken: string;
let preAuthToken: string;
beforeAll(async () => {
  gateway = await startLocalGateway();
  userToken = (await signedIn(gateway)).access_token;
  const grant = await postTokenForm(gateway, { grant_type: 'client_credentials', client_id: demo.siteId });
  preAuthToken = (await grant.json<{ access_token: string }>()).access_token;
});
afterAll(() => gateway.dispose());

const validate = (value: unknown, token = userToken, siteId: string = demo.siteId) =>
  postWithToken(gateway, validation(siteId), token, { assetType: 'PAN', value });

describe('POST user-attribute/assets/validation?siteId=', () => {
  it.each([
    ['4000000000000010', true, 'A'],
    ['4242424242424242', true, 'C'],
    ['4111111111111111', true, 'F'],
    ['4130000000000021', true, 'L'],
    ['4120000000000015', false, 'K'],
    ['4160000000000016', false, 'S1'],
    ['4170000000000014', false, null],
    ['4111111111111112', false, null],
    ['411111111111', false, null],
    ['5555555555554444', false, null],
  ])('answers %s: eligible %s, productType %s', async (value, eligible, productType) => {
    const response = await validate(value);
    expect(response.status).toBe(200);
    expect(validationResponseSchema.parse(await response.json())).toEqual({ eligible, productType });
  });

  it('answers a signed-out registration page that sends its pre-auth token with X-COOKIE-AUTH', async () => {
    const response = await gateway.fetch(`/gateway/api/${validation()}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${preAuthToken}`, 'X-COOKIE-AUTH': 'true', 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetType: 'PAN', value: '4000000000000010' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ eligible: true, productType: 'A' });
  });

  it('answers a signed-in page that sends its session cookie', async () => {
    const response = await gateway.fetch(`/gateway/api/${validation()}`, {
      method: 'POST',
      headers: { Cookie: `SESSION=${userToken}`, 'X-COOKIE-AUTH': 'true', 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetType: 'PAN', value: '4000000000000010' }),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['another site for a user token', () => validate('4000000000000010', userToken, 'localhost_demo-bank')],
    ['another site for a pre-auth token', () => validate('4000000000000010', preAuthToken, 'localhost_demo-bank')],
  ])('answers 403 FORBIDDEN for %s', async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'FORBIDDEN' });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await gateway.fetch(`/gateway/api/${validation()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetType: 'PAN', value: '4000000000000010' }),
    });
    expect(response.status).toBe(401);
  });

  it.each<[string, string, unknown, string]>([
    ['no siteId', 'user-attribute/assets/validation', { assetType: 'PAN', value: '4000000000000010' }, 'siteId'],
    ['siteId twice', `${validation()}&siteId=localhost`, { assetType: 'PAN', value: '4000000000000010' }, 'siteId'],
    ['a number with spaces', validation(), { assetType: 'PAN', value: '4000 0000 0000 0010' }, 'value'],
    ['a number of 20 digits', validation(), { assetType: 'PAN', value: '40000000000000100000' }, 'value'],
    ['an empty number', validation(), { assetType: 'PAN', value: '' }, 'value'],
    ['another asset type', validation(), { assetType: 'CARD', value: '4000000000000010' }, 'assetType'],
    ['no body fields', validation(), {}, 'assetType'],
  ])('answers 400 INVALID_REQUEST for %s', async (_name, path, body, field) => {
    const response = await postWithToken(gateway, path, userToken, body);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'INVALID_REQUEST', details: { field } });
    expect(text).not.toContain('0000');
  });
});

describe('proof of possession and the active status (pan_capture.capture_cvv, check_card_active_status)', () => {
  const site = 'cvv.example.com';
  let account: { id: string; token: string };
  beforeAll(async () => {
    await insertSite(gateway, site, { pan_capture: { capture_cvv: true, check_card_active_status: true } });
    account = await newSignedInAccount(gateway, { siteId: site });
  });
  const check = (value: string, cvv?: string) =>
    postWithToken(gateway, validation(site), account.token, cvv === undefined ? { assetType: 'PAN', value } : { assetType: 'PAN', value, cvv });
  const enrol = (value: string) =>
    postWithToken(gateway, 'user-attribute/user/assets', account.token, { siteId: site, userAssetRequest: [{ assetType: 'PAN', value }] });

  it('refuses a card the issuer has not activated with CARD_INACTIVE, there and at enrolment', async () => {
    const response = await check('4180000000000012');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'CARD_INACTIVE' });
    expect(await (await enrol('4180000000000012')).json()).toMatchObject({ error: 'CARD_INACTIVE', details: { index: 0 } });
  });

  it('answers an inactive card as any eligible one where the site does not check the status', async () => {
    await insertSite(gateway, 'plain.example.com', { pan_capture: { check_card_active_status: false } });
    const plain = await newSignedInAccount(gateway, { siteId: 'plain.example.com' });
    expect(await (await validate('4180000000000012', plain.token, 'plain.example.com')).json()).toEqual({ eligible: true, productType: 'F' });
  });

  it('enrols only a card whose security code was proven, once', async () => {
    expect((await check('4000000000000010')).status).toBe(200);
    expect(await (await enrol('4000000000000010')).json()).toMatchObject({ error: 'CARD_VERIFICATION_REQUIRED', details: { index: 0 } });
    const wrong = await check('4000000000000010', '999');
    expect(wrong.status).toBe(422);
    const wrongText = await wrong.text();
    expect(JSON.parse(wrongText)).toEqual({ error: 'CARD_VERIFICATION_FAILED' });
    expect(wrongText).not.toContain('999');
    expect(await (await check('4000000000000010', '123')).json()).toEqual({ eligible: true, productType: 'A' });
    expect((await enrol('4000000000000010')).status).toBe(200);
    // Used up: removing and enrolling again needs the code again.
    const [card] = await (await getWithToken(gateway, 'user-attribute/user/assets', account.token)).json<{ id: string }[]>();
    expect((await postWithToken(gateway, `user-attribute/user/assets/${card?.id ?? ''}/remove-asset`, account.token)).status).toBeLessThan(300);
    expect(await (await enrol('4000000000000010')).json()).toMatchObject({ error: 'CARD_VERIFICATION_REQUIRED' });
  });

  it("keeps one caller's proof from another's enrolment", async () => {
    expect((await check('4020000000000016', '123')).status).toBe(200);
    const other = await newSignedInAccount(gateway, { siteId: site });
    const response = await postWithToken(gateway, 'user-attribute/user/assets', other.token, {
      siteId: site,
      userAssetRequest: [{ assetType: 'PAN', value: '4020000000000016' }],
    });
    expect(await response.json()).toMatchObject({ error: 'CARD_VERIFICATION_REQUIRED' });
  });

  it('refuses a malformed security code as INVALID_REQUEST without echoing it', async () => {
    const response = await check('4000000000000010', '12a4');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', details: { field: 'cvv' } });
  });
});
