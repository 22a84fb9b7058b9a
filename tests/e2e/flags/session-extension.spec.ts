// sessionExtension on (the flags stack, built with FLAG_SESSION_EXTENSION=true): an idle session warns two minutes
// before it ends and offers to stay signed in (WCAG 2.2.1); ending it keeps the form for after signing in again.
// The page's clock is Playwright's, so fifteen idle minutes pass at once; the gateway keeps real time.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

async function signInAndEdit(page: Page, cardholder: Cardholder): Promise<void> {
  await page.clock.install();
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address', { exact: true }).fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await page.goto('/en_us/account/edit-profile/');
  await page.getByLabel('First name').fill('Idle');
  // The warning's watch is on the page (its dialog element is there, closed) before the time passes.
  await expect(page.locator('dialog.modal')).toBeAttached();
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

test('after 13 idle minutes a dialog warns; staying signed in keeps the session and the form', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'idle.stay' });
  await signInAndEdit(page, cardholder);
  await page.clock.fastForward('12:50');
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('00:20');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('you will be signed out in 2 minutes unless you choose to stay signed in');
  // Focus moved into the dialog, on its first action; the page behind is inert.
  await expect(warning(page).getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Staying renews the session at once; the page's clock moves only once the renewal has answered.
  const renewed = page.waitForResponse((response) => response.url().includes('/user-auth/oauth/token') && response.request().method() === 'POST');
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  expect((await renewed).status()).toBe(200);
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/en_us\/account\/edit-profile\/$/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toContainText('Idle');
});

test('without an answer the session ends at 15 minutes; signing in again brings the form back', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'idle.end' });
  await signInAndEdit(page, cardholder);
  await page.clock.fastForward('13:01');
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=%2Fen_us%2Faccount%2Fedit-profile%2F$/);
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out to protect your account.' })).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/edit-profile\/$/);
  await expect(page.getByLabel('First name')).toHaveValue('Idle');
});

test('signing out from the warning ends the session at once, keeping nothing', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'idle.out' });
  await signInAndEdit(page, cardholder);
  await page.clock.fastForward('13:01');
  await warning(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('kept_work'))).toBeNull();
});
