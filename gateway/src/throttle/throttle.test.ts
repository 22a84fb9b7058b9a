import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { postJson } from '../testing/gatewayCalls';
import { getWithToken, newSignedInAccount, postWithToken } from '../testing/authorizedRequests';
import { demo, insertUser, signIn } from '../testing/tokenRequests';
import { insertSite } from '../testing/testSites';
import { throttles } from './throttle';

// The throttles at their production limits (the harness raises them for every other test file).
let gateway: LocalGateway;
/** The handlers' clock (Unix seconds), moved by the tests; tokens keep the real one. */
let clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  gateway = await startLocalGateway({ now: () => clock });
  gateway.env.RATE_LIMIT_FACTOR = '1';
});
afterAll(() => gateway.dispose());

/**
 * An account of this file's own: the demo cardholder's counters are shared with every test file of the worker (each
 * isolate counts in memory too), so these tests never sign in as the demo cardholder.
 */
async function newUser(name: string): Promise<{ username: string; password: string }> {
  const user = { username: `${name}.${crypto.randomUUID()}@example.com`, password: 'Throttle-Passw0rd!' };
  await insertUser(gateway, { email: user.username, password: user.password });
  return user;
}

let addresses = 0;
/** A client address of its own, so the tests' counters never meet. */
function address(): Record<string, string> {
  addresses += 1;
  return { 'CF-Connecting-IP': `198.51.100.${addresses}` };
}

async function expectTooMany(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(await response.json()).toEqual({ error: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: retryAfter } });
  return retryAfter;
}

describe('throttles answer 429 with Retry-After', () => {
  it('sign-ins from one address: the 6th within 10 seconds waits out the burst, the 31st within 10 minutes the window', async () => {
    const from = address();
    let attempt = 0;
    const tryOnce = () => signIn(gateway, { username: `nobody.${(attempt += 1)}@example.com` }, { headers: from });
    for (let round = 0; round < throttles.signInByAddress.limit / throttles.signInBurstByAddress.limit; round += 1) {
      for (let inBurst = 0; inBurst < throttles.signInBurstByAddress.limit; inBurst += 1) expect((await tryOnce()).status).toBe(400);
      expect(await expectTooMany(await tryOnce())).toBeLessThanOrEqual(10);
      clock += 11;
    }
    const retryAfter = await expectTooMany(await tryOnce());
    expect(retryAfter).toBeGreaterThan(10);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not held up.
    expect((await signIn(gateway, await newUser('elsewhere'), { headers: address() })).status).toBe(200);
  });

  it('sign-ins of one account from many addresses: the 11th in five minutes waits', async () => {
    await insertUser(gateway, { email: 'popular@example.com', password: 'Popular-Passw0rd!' });
    const account = { username: 'popular@example.com', password: 'Popular-Passw0rd!' };
    for (let attempt = 0; attempt < throttles.signInByAccount.limit; attempt += 1) {
      expect((await signIn(gateway, account, { headers: address() })).status).toBe(200);
    }
    expect(await expectTooMany(await signIn(gateway, account, { headers: address() }))).toBeLessThanOrEqual(300);
    // Another account is not held up.
    expect((await signIn(gateway, await newUser('another'), { headers: address() })).status).toBe(200);
  });

  it('registrations from one address', async () => {
    const from = address();
    for (let attempt = 0; attempt < throttles.registrationByAddress.limit; attempt += 1) {
      expect((await postJson(gateway, 'user-mgmt/user/registration', { siteId: demo.siteId }, from)).status).toBe(400);
    }
    await expectTooMany(await postJson(gateway, 'user-mgmt/user/registration', { siteId: demo.siteId }, from));
  });

  it('recovery passcodes from one address', async () => {
    const from = address();
    const ask = () => postJson(gateway, 'user-mgmt/user/send-passcode', { email: 'someone@example.com', siteId: demo.siteId }, from);
    for (let attempt = 0; attempt < throttles.recoveryByAddress.limit; attempt += 1) expect((await ask()).status).not.toBe(429);
    await expectTooMany(await ask());
  });

  it('anonymous card checks from one address', async () => {
    const from = address();
    const check = () => postJson(gateway, 'user-attribute/assets/validation', { siteId: demo.siteId, pan: '4111111111111111' }, from);
    for (let attempt = 0; attempt < throttles.cardValidationByAddress.limit; attempt += 1) expect((await check()).status).not.toBe(429);
    await expectTooMany(await check());
  });

  it('card enrolments of one account', async () => {
    const account = await newSignedInAccount(gateway);
    const enrol = () =>
      postWithToken(gateway, 'user-attribute/user/assets', account.token, { siteId: demo.siteId, userAssetRequest: [{ assetType: 'PAN', value: '123' }] });
    for (let attempt = 0; attempt < throttles.enrolmentByAccount.limit; attempt += 1) expect((await enrol()).status).not.toBe(429);
    await expectTooMany(await enrol());
    // Reading the cards is not an enrolment.
    expect((await getWithToken(gateway, 'user-attribute/user/assets', account.token)).status).toBe(200);
  });

  it('security codes tried for one card, from any address and account: the 6th in an hour waits, even the right one', async () => {
    await insertSite(gateway, 'cvv-throttle.example.com', { pan_capture: { capture_cvv: true } });
    const path = 'user-attribute/assets/validation?siteId=cvv-throttle.example.com';
    const guess = async (cvv: string) => {
      const account = await newSignedInAccount(gateway, { siteId: 'cvv-throttle.example.com' });
      return postWithToken(gateway, path, account.token, { assetType: 'PAN', value: '4050000000000019', cvv });
    };
    for (let attempt = 0; attempt < throttles.securityCodeByCard.limit; attempt += 1) expect((await guess(String(900 + attempt))).status).toBe(422);
    await expectTooMany(await guess('123'));
    // Another card is not held up.
    const account = await newSignedInAccount(gateway, { siteId: 'cvv-throttle.example.com' });
    expect((await postWithToken(gateway, path, account.token, { assetType: 'PAN', value: '4140000000000011', cvv: '123' })).status).toBe(200);
  });
});

describe('a burst from one address', () => {
  it('does not hold up a sign-in from another address beyond its normal time', async () => {
    const flood = address();
    const normal = address();
    const time = async (run: () => Promise<Response>) => {
      const started = performance.now();
      const response = await run();
      return { status: response.status, ms: performance.now() - started };
    };
    await insertUser(gateway, { email: 'normal@example.com', password: 'Normal-Passw0rd!' });
    const normalUser = { username: 'normal@example.com', password: 'Normal-Passw0rd!' };
    const alone = await time(() => signIn(gateway, normalUser, { headers: normal }));
    expect(alone.status).toBe(200);
    // A credential-stuffing flood: a different address on every attempt of the list, all from one client.
    const burst = Array.from({ length: 100 }, (_, index) => signIn(gateway, { username: `stuffed.${index}@example.com` }, { headers: flood }));
    const during = await time(() => signIn(gateway, normalUser, { headers: normal }));
    const answers = await Promise.all(burst);
    expect(during.status).toBe(200);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(100 - throttles.signInBurstByAddress.limit);
    // The refused part of the flood costs no password hashing; what is left is the flood's allowance of sign-ins.
    console.info(`sign-in alone ${alone.ms.toFixed(0)} ms, during a burst of 100 from another address ${during.ms.toFixed(0)} ms`);
  });
});

describe('the local stack', () => {
  it('raises every limit a thousandfold when ENVIRONMENT is local and no factor is set', async () => {
    const local = await startLocalGateway();
    try {
      delete local.env.RATE_LIMIT_FACTOR;
      local.env.ENVIRONMENT = 'local';
      const from = { 'CF-Connecting-IP': '192.0.2.1' };
      for (let attempt = 0; attempt < 3 * throttles.signInBurstByAddress.limit; attempt += 1) {
        expect((await signIn(local, { username: `many.${attempt}@example.com` }, { headers: from })).status).toBe(400);
      }
      local.env.ENVIRONMENT = 'preview';
      for (let attempt = 0; attempt < throttles.signInBurstByAddress.limit; attempt += 1)
        await signIn(local, { username: `more.${attempt}@example.com` }, { headers: { 'CF-Connecting-IP': '192.0.2.2' } });
      expect((await signIn(local, { username: 'more.last@example.com' }, { headers: { 'CF-Connecting-IP': '192.0.2.2' } })).status).toBe(429);
    } finally {
      await local.dispose();
    }
  });
});
