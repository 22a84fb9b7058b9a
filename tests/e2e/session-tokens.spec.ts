// Tokens out of page script's reach, and sessions that outlive an expired access token (issue: sessions that never
// lose a cardholder's work). The cardholders are their own, so parallel tests never share a session.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from './support/accounts';

async function signInThroughForm(page: Page, cardholder: Cardholder): Promise<void> {
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByText(cardholder.email)).toBeVisible();
}

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

test('after signing in, no storage key holds a token: the refresh token is an HttpOnly cookie at the token path', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'tokens.storage' });
  await signInThroughForm(page, cardholder);
  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'portal_refresh');
  const session = cookies.find((cookie) => cookie.name === 'SESSION');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user-auth/' });
  expect(session).toMatchObject({ httpOnly: true });
  expect(cookies.find((cookie) => cookie.name === 'gmap_refreshable')).toMatchObject({ value: 'true', httpOnly: false });

  const stored = await page.evaluate(() => {
    const entries = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [key, storage.getItem(key) ?? '']);
    return [...entries(localStorage), ...entries(sessionStorage)];
  });
  for (const [key, value] of stored) {
    expect(value, key).not.toContain(refresh?.value ?? 'no refresh cookie');
    expect(value, key).not.toContain(session?.value ?? 'no session cookie');
    expect(key).not.toMatch(/refresh|access_token/);
  }
  // Page script cannot read either token.
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(refresh?.value ?? 'no refresh cookie');
  expect(readable).not.toContain(session?.value ?? 'no session cookie');
});

test('an access token that expired mid-form: saving refreshes the session and saves, without signing out', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'tokens.expired' });
  await signInThroughForm(page, cardholder);
  await page.goto('/en_us/account/edit-profile/');
  await page.getByLabel('First name').fill('Renewed');
  // The access token and its readable flag expire together (Max-Age = expires_in), as after a laptop slept.
  const before = await cookieValue(page, 'SESSION');
  await page.context().clearCookies({ name: 'SESSION' });
  await page.context().clearCookies({ name: 'gmap_authenticated' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toContainText('Renewed');
  expect(await cookieValue(page, 'SESSION')).not.toBe(before);
});

test('signing out ends the session on the gateway: the old access token no longer works', async ({ page, playwright, baseURL }) => {
  const cardholder = await createCardholder(page.request, { name: 'tokens.logout' });
  await signInThroughForm(page, cardholder);
  const token = await cookieValue(page, 'SESSION');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\//);
  const thief = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const answer = await thief.get('/api/user-mgmt/user/find', { headers: { Authorization: `Bearer ${token ?? ''}`, 'X-SITE-ID': 'localhost' } });
  expect(answer.status()).toBe(401);
  await thief.dispose();
});

test('signed out in another tab while a form is half filled: signing in again brings the form back as typed', async ({ context }) => {
  const form = await context.newPage();
  const cardholder = await createCardholder(form.request, { name: 'tokens.kept' });
  await signInThroughForm(form, cardholder);
  await form.goto('/en_us/account/edit-profile/');
  await form.getByLabel('First name').fill('Halfway');
  await form.getByLabel('City (optional)').fill('Porto');

  const other = await context.newPage();
  await other.goto('/en_us/account/logout/');
  await expect(other).toHaveURL(/\/en_us\/account\/login-form\/$/);

  // The form's tab went to sign-in, asked to come back to the form.
  await expect(form).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=%2Fen_us%2Faccount%2Fedit-profile%2F$/);
  await form.getByLabel('E-mail address').fill(cardholder.email);
  await form.getByLabel('Password').fill(cardholder.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toHaveURL(/\/en_us\/account\/edit-profile\/$/);
  await expect(form.getByRole('status').filter({ hasText: 'We kept what you had typed' })).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Halfway');
  await expect(form.getByLabel('City (optional)')).toHaveValue('Porto');

  // Given back once: the next visit shows the account as saved.
  await form.reload();
  await expect(form.getByLabel('First name')).toHaveValue('Test');
});

test('what one cardholder typed is never shown to another who signs in on the same tab', async ({ context }) => {
  const form = await context.newPage();
  const first = await createCardholder(form.request, { name: 'tokens.first' });
  const second = await createCardholder(form.request, { name: 'tokens.second' });
  await signInThroughForm(form, first);
  await form.goto('/en_us/account/edit-profile/');
  await form.getByLabel('First name').fill('Private');
  const other = await context.newPage();
  await other.goto('/en_us/account/logout/');
  await expect(form).toHaveURL(/returnurl=%2Fen_us%2Faccount%2Fedit-profile%2F$/);
  await form.getByLabel('E-mail address').fill(second.email);
  await form.getByLabel('Password').fill(second.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toHaveURL(/\/en_us\/account\/edit-profile\/$/);
  await expect(form.getByLabel('First name')).toHaveValue('Test');
  await expect(form.getByText('We kept what you had typed')).toHaveCount(0);
});

test('with sessionExtension off (this build), an idle page shows no warning and keeps the session', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'tokens.idle' });
  await page.clock.install();
  await signInThroughForm(page, cardholder);
  await page.goto('/en_us/account/edit-profile/');
  await page.getByLabel('First name').fill('Patient');
  await page.clock.fastForward('16:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
});

test('with rememberMe off (this build), the sign-in form offers no box and fills in no address', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await page.evaluate(() => localStorage.setItem('remembered_email', 'someone@example.com'));
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByLabel('E-mail address')).toHaveValue('');
});
