import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, latestMessage, messagesFor, postJson } from '../testing/gatewayCalls';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { insertUser } from '../testing/tokenRequests';
import { accountEmailLimit } from './accountEmailLimit';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

const activate = (token: unknown) => postJson(gateway, 'user-mgmt/user/activate-token', { token });
const resend = (body: Record<string, unknown>) => postJson(gateway, 'user-mgmt/user/activation-email', { siteId: 'localhost', locale: 'en_us', ...body });

async function statusOf(email: string): Promise<string | undefined> {
  const row = await gateway.env.DB.prepare('SELECT user_account_status FROM users WHERE email = ?').bind(email).first<{ user_account_status: string }>();
  return row?.user_account_status;
}

/** Registers nothing: an INACTIVE account and a fresh activation link for it, as the resend endpoint makes them. */
async function inactiveWithLink(email: string): Promise<string> {
  await insertUser(gateway, { email, password: 'Inactive-Passw0rd!', status: 'INACTIVE' });
  expect((await resend({ email })).status).toBe(202);
  const link = (await latestMessage(gateway, email)).link ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

describe('activation (POST user-mgmt/user/activate-token)', () => {
  it('activates the account of a link once and answers its site', async () => {
    const token = await inactiveWithLink('activate.me@example.com');
    expect(await answerOf(await activate(token))).toEqual({ status: 200, body: { userAccountStatus: 'ACTIVE', siteId: 'localhost' } });
    expect(await statusOf('activate.me@example.com')).toBe('ACTIVE');
  });

  it('lets an account made by registration pass the background check once activated (SPEC 4: else LOGGEDIN_INACTIVE)', async () => {
    await insertUser(gateway, { email: 'checked.after@example.com', password: 'Inactive-Passw0rd!', status: 'INACTIVE', passesBackgroundCheck: false });
    const passes = async () =>
      (
        await gateway.env.DB.prepare('SELECT passes_background_check AS passes FROM users WHERE email = ?')
          .bind('checked.after@example.com')
          .first<{ passes: number }>()
      )?.passes;
    expect(await passes()).toBe(0);
    await resend({ email: 'checked.after@example.com' });
    const token = new URL((await latestMessage(gateway, 'checked.after@example.com')).link ?? '').searchParams.get('token');
    expect((await activate(token)).status).toBe(200);
    expect(await passes()).toBe(1);
  });

  it('refuses a used link as ACTIVATION_TOKEN_INVALID, like an unknown one', async () => {
    const token = await inactiveWithLink('used.link@example.com');
    await activate(token);
    expect(await answerOf(await activate(token))).toEqual({ status: 400, body: { error: 'ACTIVATION_TOKEN_INVALID' } });
    expect(await answerOf(await activate('a'.repeat(43)))).toEqual({ status: 400, body: { error: 'ACTIVATION_TOKEN_INVALID' } });
  });

  it('refuses an expired link as ACTIVATION_TOKEN_EXPIRED and leaves the account inactive', async () => {
    const token = await inactiveWithLink('late@example.com');
    await gateway.env.DB.prepare('UPDATE activation_tokens SET expires_at = unixepoch() - 1 WHERE used_at IS NULL').run();
    expect(await answerOf(await activate(token))).toEqual({ status: 400, body: { error: 'ACTIVATION_TOKEN_EXPIRED' } });
    expect(await statusOf('late@example.com')).toBe('INACTIVE');
  });

  it('makes the other links of an activated account useless', async () => {
    const first = await inactiveWithLink('two.links@example.com');
    await resend({ email: 'two.links@example.com' });
    const second = new URL((await latestMessage(gateway, 'two.links@example.com')).link ?? '').searchParams.get('token');
    expect((await activate(second)).status).toBe(200);
    expect((await answerOf(await activate(first))).body).toEqual({ error: 'ACTIVATION_TOKEN_INVALID' });
  });

  it.each<[string, unknown]>([
    ['no token', undefined],
    ['an empty token', ''],
    ['a number', 42],
    ['an oversized token', 'x'.repeat(200)],
  ])('answers %s with 400 INVALID_REQUEST naming token', async (_, token) => {
    expect(await answerOf(await activate(token))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field: 'token' } } });
  });
});

describe('resending the activation e-mail (POST user-mgmt/user/activation-email)', () => {
  const accepted = { status: 202, body: { status: 'ACCEPTED' } };

  it('sends a new link to an inactive account', async () => {
    await insertUser(gateway, { email: 'resend@example.com', password: 'Inactive-Passw0rd!', status: 'INACTIVE' });
    expect(await answerOf(await resend({ email: 'Resend@Example.com' }))).toEqual(accepted);
    expect((await latestMessage(gateway, 'resend@example.com')).link).toMatch(/\/en_us\/account\/activate\/\?token=/);
  });

  it('answers the same for an unknown address and an active account, and sends nothing', async () => {
    expect(await answerOf(await resend({ email: 'nobody@example.com' }))).toEqual(accepted);
    expect(await answerOf(await resend({ email: 'demo@example.com' }))).toEqual(accepted);
    expect(await messagesFor(gateway, 'nobody@example.com')).toEqual([]);
    expect(await messagesFor(gateway, 'demo@example.com')).toEqual([]);
  });

  it(`sends at most ${accountEmailLimit.limit} links an hour per account, answering the same beyond`, async () => {
    await insertUser(gateway, { email: 'impatient@example.com', password: 'Inactive-Passw0rd!', status: 'INACTIVE' });
    for (let attempt = 0; attempt < accountEmailLimit.limit + 2; attempt += 1) {
      expect(await answerOf(await resend({ email: 'impatient@example.com' }))).toEqual(accepted);
    }
    expect(await messagesFor(gateway, 'impatient@example.com')).toHaveLength(accountEmailLimit.limit);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no e-mail', { email: undefined }, 'email'],
    ['an address without a domain', { email: 'someone@' }, 'email'],
    ['no locale', { email: 'a@example.com', locale: undefined }, 'locale'],
    ['a site id with markup', { email: 'a@example.com', siteId: '<b>' }, 'siteId'],
  ])('answers %s with 400 INVALID_REQUEST naming the field', async (_, body, field) => {
    expect(await answerOf(await resend(body))).toMatchObject({ status: 400, body: { error: 'INVALID_REQUEST', details: { field } } });
  });

  it('answers an unknown site with 404 SITE_NOT_FOUND', async () => {
    expect((await answerOf(await resend({ email: 'a@example.com', siteId: 'nowhere.example' }))).status).toBe(404);
  });
});
