import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../handle';
import { answerOf, insertSite, postJson } from '../testing/gatewayCalls';
import { startLocalGateway, withFlags, type LocalGateway } from '../testing/localGateway';
import { insertUser, postTokenForm } from '../testing/tokenRequests';
import { headerNames } from '../../../src/api/contracts/headers';
import { hcaptchaTestKeys, siteverifyUrl } from './captchaCheck';

let gateway: LocalGateway;
const captchaSite = 'localhost_captcha-bank';
beforeAll(async () => {
  gateway = await startLocalGateway();
  await insertSite(gateway, 'localhost_live-captcha', { captcha: { siteKey: 'live-site-key' } });
  await gateway.env.DB.prepare("INSERT INTO captcha_secrets (site_id, secret) VALUES ('localhost_live-captcha', 'live-secret')").run();
  await insertSite(gateway, 'localhost_no-secret', { captcha: { siteKey: 'orphan-site-key' } });
  await insertUser(gateway, { email: 'live@example.com', password: 'Live-Passw0rd!', siteId: 'localhost_live-captcha' });
});
afterAll(() => gateway.dispose());
afterEach(() => {
  vi.restoreAllMocks();
});

const withToken = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { [headerNames.captchaToken]: token });

/** The four protected calls of a site, each with the captcha token given (or none). */
const protectedCalls: Record<string, (siteId: string, token: string | undefined, target?: LocalGateway) => Promise<Response>> = {
  'the first password step': (siteId, token, target = gateway) =>
    postTokenForm(
      target,
      { grant_type: 'password', username: 'captcha@example.com', password: 'Demo-Passw0rd!', siteId, locale: 'en_us' },
      { headers: withToken(token) },
    ),
  registration: (siteId, token, target = gateway) =>
    postJson(
      target,
      'user-mgmt/user/registration',
      {
        siteId,
        locale: 'en_us',
        email: `member.${crypto.randomUUID()}@example.com`,
        password: 'Good-Passw0rd!',
        confirm_password: 'Good-Passw0rd!',
        first_name: 'Ana',
        last_name: 'Lima',
        pp: true,
      },
      withToken(token),
    ),
  'the activation e-mail': (siteId, token, target = gateway) =>
    postJson(target, 'user-mgmt/user/activation-email', { email: 'captcha@example.com', siteId, locale: 'en_us' }, withToken(token)),
  'the recovery passcode': (siteId, token, target = gateway) =>
    postJson(target, 'user-mgmt/user/send-passcode', { email: 'captcha@example.com', siteId, locale: 'en_us' }, withToken(token)),
};
const callNames = Object.keys(protectedCalls);

function call(name: string, siteId: string, token: string | undefined, target?: LocalGateway): Promise<Response> {
  const send = protectedCalls[name];
  if (!send) throw new Error(`no call ${name}`);
  return send(siteId, token, target);
}

describe('hCaptcha on protected calls of a captcha site (published test keys, no network)', () => {
  it.each(callNames)('refuses %s without a token: 400 CAPTCHA_INVALID', async (name) => {
    expect(await answerOf(await call(name, captchaSite, undefined))).toEqual({ status: 400, body: { error: 'CAPTCHA_INVALID' } });
  });

  it.each(callNames)('refuses %s with an empty token (a captcha error sends one)', async (name) => {
    expect((await answerOf(await call(name, captchaSite, ''))).body).toEqual({ error: 'CAPTCHA_INVALID' });
  });

  it.each(callNames)('refuses %s with a token the test secret does not accept', async (name) => {
    expect((await answerOf(await call(name, captchaSite, 'made-up-token'))).body).toEqual({ error: 'CAPTCHA_INVALID' });
  });

  it.each(callNames)("lets %s through with hCaptcha's test response token", async (name) => {
    expect((await call(name, captchaSite, hcaptchaTestKeys.response)).status).toBeLessThan(300);
  });

  it.each(callNames)('asks no captcha of %s on the default demo site', async (name) => {
    const siteCall =
      name === 'the first password step'
        ? postTokenForm(gateway, { grant_type: 'password', username: 'demo@example.com', password: 'Demo-Passw0rd!', siteId: 'localhost', locale: 'en_us' })
        : call(name, 'localhost', undefined);
    const response = await siteCall;
    expect(response.status === 400 ? (await response.json<{ error: string }>()).error : 'passed').not.toBe('CAPTCHA_INVALID');
  });

  it('does not ask for a captcha on the second password step (the challenge was earned with one)', async () => {
    const response = await postTokenForm(gateway, {
      grant_type: 'password',
      username: 'captcha@example.com',
      siteId: captchaSite,
      otp: '123456',
      otp_type: 'EMAIL',
      otp_challenge: 'unknown-challenge',
    });
    expect(await answerOf(response)).toEqual({ status: 400, body: { error: 'OTP_CHALLENGE_INVALID' } });
  });

  it.each(callNames)('asks no captcha of %s when the deployment turns the hcaptcha flag off (FLAG_HCAPTCHA=false)', async (name) => {
    const withoutCaptcha = withFlags(gateway, { FLAG_HCAPTCHA: 'false' });
    expect((await call(name, captchaSite, undefined, withoutCaptcha)).status).toBeLessThan(300);
    // The flag is the deployment's: the same call to a gateway without it is still refused.
    expect(await answerOf(await call(name, captchaSite, undefined))).toEqual({ status: 400, body: { error: 'CAPTCHA_INVALID' } });
  });

  it('checks the captcha before the password: a refused captcha counts no failed sign-in', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await call('the first password step', captchaSite, undefined);
    expect((await call('the first password step', captchaSite, hcaptchaTestKeys.response)).status).toBe(200);
  });
});

describe('hCaptcha with a real secret: siteverify through the injected fetch', () => {
  function liveGateway(answer: () => Promise<Response>) {
    const outbound = vi.fn<typeof fetch>(answer);
    const env = { ...gateway.env, OUTBOUND_FETCH: outbound };
    const signIn = (token: string) =>
      handle(
        new Request('http://localhost/gateway/api/user-auth/oauth/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', [headerNames.captchaToken]: token, 'CF-Connecting-IP': '203.0.113.9' },
          body: new URLSearchParams({ grant_type: 'password', username: 'live@example.com', password: 'Live-Passw0rd!', siteId: 'localhost_live-captcha' }),
        }),
        env,
      );
    return { outbound, signIn };
  }

  it('posts secret, response, site key and remote IP to siteverify and goes on when it succeeds', async () => {
    const { outbound, signIn } = liveGateway(async () => Response.json({ success: true }));
    expect((await signIn('widget-token')).status).toBe(200);
    expect(outbound).toHaveBeenCalledTimes(1);
    const [url, init] = outbound.mock.calls[0] ?? [];
    expect(url).toBe(siteverifyUrl);
    expect(Object.fromEntries(new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : undefined))).toEqual({
      secret: 'live-secret',
      response: 'widget-token',
      sitekey: 'live-site-key',
      remoteip: '203.0.113.9',
    });
  });

  it('answers CAPTCHA_INVALID when siteverify says no', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { signIn } = liveGateway(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    expect(await answerOf(await signIn('widget-token'))).toEqual({ status: 400, body: { error: 'CAPTCHA_INVALID' } });
  });

  it.each<[string, () => Promise<Response>]>([
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', async () => new Response('oops', { status: 500 })],
    ['answers something else than its JSON', async () => new Response('<html>')],
  ])('fails closed with 502 CAPTCHA_UNAVAILABLE when siteverify %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { signIn } = liveGateway(answer);
    expect(await answerOf(await signIn('widget-token'))).toEqual({ status: 502, body: { error: 'CAPTCHA_UNAVAILABLE' } });
  });

  it('answers 502 CAPTCHA_UNAVAILABLE for a site with a site key and no secret', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postJson(
      gateway,
      'user-mgmt/user/send-passcode',
      { email: 'a@example.com', siteId: 'localhost_no-secret', locale: 'en_us' },
      withToken('token'),
    );
    expect(await answerOf(response)).toEqual({ status: 502, body: { error: 'CAPTCHA_UNAVAILABLE' } });
  });
});
