// Accounts of their own for journeys that change data: registered and activated through the real calls, so parallel
// tests never share a user. The demo users stay untouched.
import { expect, type APIRequestContext } from '@playwright/test';
import { latestMessage } from './outbox';

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
  const activation = await latestMessage(request, email, /Activate your account/);
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
