// Signing in as one of the seeded accounts (gateway/seed/demo.sql) for the account journeys, and what they share.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoPassword = 'Demo-Passw0rd!';

/** The seeded accounts: the demo cardholder and concierge, and one cardholder per journey that changes an account. */
export const accounts = {
  demo: 'demo@example.com',
  concierge: 'concierge@example.com',
  edit: 'account-edit@example.com',
  app: 'account-app@example.com',
  prefs: 'account-prefs@example.com',
  cashback: 'account-cashback@example.com',
  pending: 'account-pending@example.com',
  delete: 'account-delete@example.com',
  deleteInApp: 'account-delete-app@example.com',
  keep: 'account-keep@example.com',
} as const;

/** The password grant of SPEC 7 through the edge, as the sign-in form sends it; the context keeps the cookies. */
export function requestToken(request: APIRequestContext, username: string) {
  return request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username, password: demoPassword, siteId: 'localhost', locale: 'en_us' },
  });
}

export async function signIn(page: Page, username: string): Promise<void> {
  const response = await requestToken(page.request, username);
  expect(response.status(), await response.text()).toBe(200);
}

/** An alert or banner that says something: the alert regions are always present, empty until needed. */
export const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });
