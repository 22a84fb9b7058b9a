// rememberMe on (the flags stack, built with FLAG_REMEMBER_ME=true): an opt-in box keeps the e-mail address for the
// next visit; unticked, nothing is kept.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from '../support/accounts';

async function signIn(page: Page, cardholder: Cardholder, remember: boolean): Promise<void> {
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address', { exact: true }).fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  const box = page.getByRole('checkbox', { name: 'Remember my e-mail address' });
  if (remember) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
}

test('ticked, the next visit finds the address filled in and the box ticked; unticked again, it is forgotten', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'remember.me' });
  await page.goto('/en_us/account/login-form/');
  await expect(page.getByRole('checkbox', { name: 'Remember my e-mail address' })).not.toBeChecked();

  await signIn(page, cardholder, true);
  await page.goto('/en_us/account/login-form/');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(cardholder.email);
  await expect(page.getByRole('checkbox', { name: 'Remember my e-mail address' })).toBeChecked();
  await expect(page.getByLabel('Password')).toHaveValue('');

  await signIn(page, cardholder, false);
  await page.goto('/en_us/account/login-form/');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('remembered_email'))).toBeNull();
});

test('a box ticked before the page has finished loading stays ticked and is honoured', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'remember.early' });
  // The page's scripts wait until the box is ticked, as on a slow connection.
  let release: () => void = () => undefined;
  const ticked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await ticked;
    await route.continue();
  });
  await page.goto('/en_us/account/login-form/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('checkbox', { name: 'Remember my e-mail address' }).check();
  release();
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember my e-mail address' })).toBeChecked();
  await page.getByLabel('E-mail address', { exact: true }).fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  expect(await page.evaluate(() => localStorage.getItem('remembered_email'))).toBe(cardholder.email);
});
