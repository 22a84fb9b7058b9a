// Accounts of their own for journeys that change data, lock an account or spend codes: registered and activated through
// the real calls and the outbox, so parallel tests never share a user. The demo users stay untouched.
import { expect, type APIRequestContext } from '@playwright/test';
import { outboxFor, type OutboxMessage } from './outbox';

export const testPassword = 'Fresh-Passw0rd!';
let created = 0;

/** A new address per call. */
export function uniqueEmail(name: string): string {
  created += 1;
  return `${name}.${Date.now()}.${process.pid}.${created}@example.com`;
}

export interface Cardholder {
  email: string;
  password: string;
}

/**
 * Registers (on the demo site 'localhost' unless told otherwise) with the given cards, activates through the e-mailed
 * link, and answers the credentials. Nothing is signed in.
 */
export async function createCardholder(
  request: APIRequestContext,
  options: { name?: string; cards?: readonly string[]; siteId?: string; locale?: string; password?: string; phone?: string } = {},
): Promise<Cardholder> {
  const email = uniqueEmail(options.name ?? 'cardholder');
  const password = options.password ?? testPassword;
  const cards = options.cards ?? ['4242424242424242'];
  const registered = await request.post('/api/user-mgmt/user/registration', {
    data: {
      siteId: options.siteId ?? 'localhost',
      locale: options.locale ?? 'en_us',
      email,
      password,
      confirm_password: password,
      first_name: 'Test',
      last_name: 'Cardholder',
      dob: '1990-04-12',
      pp: true,
      ...(options.phone === undefined ? {} : { phone: options.phone }),
      ...(cards.length > 0 ? { userAssetRequest: cards.map((value) => ({ assetType: 'PAN', value })) } : {}),
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const activation = await waitForMessage(request, email, isActivation);
  const token = new URL(activation.link ?? '').searchParams.get('token');
  const activated = await request.post('/api/user-mgmt/user/activate-token', { data: { token } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password };
}

/** Signs in through the token API; the browser context of `request` then holds the session cookies. */
export async function signInAs(request: APIRequestContext, { email, password }: Cardholder, siteId = 'localhost'): Promise<void> {
  const response = await request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: email, password, siteId, locale: 'en_us' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo sites of gateway/seed/demo.sql a test account can be made on. */
export const sites = {
  /** http://localhost/{locale}/: cards required (pan "0"), compromised-password check on, recovery by e-mail. */
  localhost: { siteId: 'localhost', pathPrefix: '' },
  /** /otp-bank/{locale}/: a sign-in passcode after the password, send_sms 'true' (step-by-step recovery), no cards. */
  otpBank: { siteId: 'localhost_otp-bank', pathPrefix: '/otp-bank' },
} as const;
export type TestSite = keyof typeof sites;

/** A card the localhost site accepts (gateway/src/assets/binRanges.ts); one card may belong to many accounts. */
const eligibleCard = '4242424242424242';

export interface TestAccount {
  email: string;
  password: string;
  site: TestSite;
  phone?: string;
}

export interface NewAccount {
  site?: TestSite;
  /** Defaults to a strong password no list holds. */
  password?: string;
  /** A mobile number on the account (SMS passcodes), international form. */
  phone?: string;
  locale?: string;
}

/** A fresh number in the international form the sites accept, for SMS passcodes. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `+1 555 ${digits}`;
}

/**
 * The newest message to `to` that `accept` takes, and that was not there before (`after`: the count of messages
 * already read). Messages are written before the gateway answers, so one look usually suffices; a few more cover
 * slow machines.
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  accept: (message: OutboxMessage) => boolean,
  { after = 0 }: { after?: number } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outboxFor(request, to);
      found = messages.slice(0, Math.max(0, messages.length - after)).find(accept);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

/** The activation e-mail, in whichever language the account registered: the one whose link opens the activate page. */
export const isActivation = (message: OutboxMessage) => typeof message.link === 'string' && message.link.includes('/account/activate/?token=');
export const isCode = (message: OutboxMessage) => typeof message.code === 'string' && /^\d{6}$/.test(message.code);

/** The path and query of a link from an e-mail, to open on the stack under test whatever origin the e-mail names. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Registers an INACTIVE account; its activation link is then in the outbox. */
export async function registerAccount(request: APIRequestContext, options: NewAccount = {}): Promise<TestAccount> {
  const site = options.site ?? 'localhost';
  const email = uniqueEmail('e2e');
  const password = options.password ?? 'Str0ng-Passphrase!';
  const response = await request.post('/api/user-mgmt/user/registration', {
    data: {
      siteId: sites[site].siteId,
      locale: options.locale ?? 'en_us',
      email,
      password,
      confirm_password: password,
      first_name: 'Erin',
      last_name: 'Endtoend',
      pp: true,
      ...(options.phone ? { phone: options.phone } : {}),
      ...(site === 'localhost' ? { userAssetRequest: [{ assetType: 'PAN', value: eligibleCard }] } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return { email, password, site, ...(options.phone ? { phone: options.phone } : {}) };
}

/** The activation link the gateway e-mailed to the account. */
export async function activationLink(request: APIRequestContext, account: TestAccount): Promise<string> {
  return (await waitForMessage(request, account.email, isActivation)).link ?? '';
}

/** Registers and activates an account through its e-mailed link (the activate-token call the activation page makes). */
export async function createAccount(request: APIRequestContext, options: NewAccount = {}): Promise<TestAccount> {
  const account = await registerAccount(request, options);
  const token = new URL(await activationLink(request, account)).searchParams.get('token');
  const response = await request.post('/api/user-mgmt/user/activate-token', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

/** Signs the account in through the token API; the request context (and a page sharing it) then holds the session. */
export async function signInThroughApi(request: APIRequestContext, account: Pick<TestAccount, 'email' | 'password' | 'site'>): Promise<void> {
  const response = await request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: account.email, password: account.password, siteId: sites[account.site].siteId, locale: 'en_us' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** What the token endpoint answers a password for the account: its status and error id (no session is kept). */
export async function passwordGrantAnswer(
  request: APIRequestContext,
  account: Pick<TestAccount, 'email' | 'site'>,
  password: string,
): Promise<{ status: number; error?: string }> {
  const response = await request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: account.email, password, siteId: sites[account.site].siteId, locale: 'en_us' },
  });
  const body = (await response.json()) as { error?: string };
  return { status: response.status(), ...(body.error ? { error: body.error } : {}) };
}
