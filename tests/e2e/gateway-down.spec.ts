// The gateway unreachable (every API call aborted at the network boundary, as when it is down): screens still show,
// with an alert that says so and no reference, never an endless loader; what was typed stays.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from './support/accounts';
import { filled, pluralTextOf, textsOf } from './support/texts';

async function signIn(page: Page, cardholder: Cardholder): Promise<void> {
  const response = await page.request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: cardholder.email, password: cardholder.password, siteId: 'localhost', locale: 'en_us' },
  });
  expect(response.status()).toBe(200);
}

const gatewayDown = (page: Page) => page.route('**/api/**', (route) => route.abort('connectionrefused'));

test('a signed-in cardholder opening the profile with the gateway down stays on it, told the service is unavailable', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'down.profile' });
  // The tab saw the sign-in page first: its last known state is signed out, older than the session's cookie.
  await page.goto('/en_us/account/login-form/');
  // Its checks done (signed out), so the sign-in below cannot send this page on to the profile by itself.
  await expect(page.locator('.screen[data-ready="true"]')).toBeAttached();
  await signIn(page, cardholder);
  await gatewayDown(page);
  await page.goto('/en_us/account/profile/');
  const unavailable = page.locator('#service-unavailable');
  await expect(unavailable).toContainText('The service is not available right now. Check your connection and try again.');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.locator('.screen[data-ready="true"]')).toBeAttached();
  await expect(page.locator('.loading-overlay')).toBeHidden();
  await expect(page.getByText(/Reference:/)).toHaveCount(0);
  // One message: the profile's own calls, failing for the same reason, add no generic alert beside it.
  await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);

  // Back up: "Try again" loads the page again, which now shows the profile.
  await page.unroute('**/api/**');
  await unavailable.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(cardholder.email)).toBeVisible();
  await expect(page.locator('#service-unavailable')).toHaveCount(0);
});

test('saving the profile with the gateway down: the alert, the form as typed, and the button free again', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'down.save' });
  await signIn(page, cardholder);
  await page.goto('/en_us/account/edit-profile/');
  await page.getByLabel('First name').fill('Unsent');
  await gatewayDown(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('An unexpected error occurred.');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).not.toContainText('Reference');
  await expect(page.locator('.loading-overlay')).toBeHidden();
  await expect(page.getByLabel('First name')).toHaveValue('Unsent');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expect(page).toHaveURL(/\/en_us\/account\/edit-profile\/$/);
});

test('the sign-in page with the gateway down shows its form and says the service is unavailable when signing in', async ({ page }) => {
  await gatewayDown(page);
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(/not available|unexpected error/);
  await expect(page.locator('.loading-overlay')).toBeHidden();
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.com');
});

for (const [locale, expected] of [
  ['en_us', 'Too many attempts. Please try again in 2 minutes.'],
  ['pl_pl', null],
] as const) {
  test(`a throttled sign-in says how long to wait, in ${locale} (the gateway's 429 injected at the network boundary, as a bank's gateway sends it)`, async ({
    page,
  }) => {
    await page.route('**/user-auth/oauth/token', (route) =>
      route.request().postData()?.includes('grant_type=password')
        ? route.fulfill({ status: 429, headers: { 'Retry-After': '120', 'Content-Type': 'application/json' }, body: '{"error":"SLOW_DOWN"}' })
        : route.continue(),
    );
    const t = textsOf(locale);
    await page.goto(`/${locale}/account/login-form/`);
    await page.getByLabel(t['login.email.label']).fill('demo@example.com');
    await page.getByLabel(t['login.password.label']).fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: t['login.submit'] }).click();
    const text = expected ?? filled(pluralTextOf(locale, 'error.tooManyAttempts', 2), { minutes: '2' });
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByLabel(t['login.email.label'])).toHaveValue('demo@example.com');
  });
}

test("a throttled recovery request says how long to wait (the gateway's 429 injected at the network boundary)", async ({ page }) => {
  await page.route('**/user-mgmt/user/send-passcode', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '300' }, body: '{"error":"TOO_MANY_REQUESTS"}' }),
  );
  await page.goto('/en_us/account/recovery/');
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page.getByText('Too many attempts. Please try again in 5 minutes.')).toBeVisible();
  await expect(page).toHaveURL(/\/en_us\/account\/recovery\/$/);
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.com');
});
