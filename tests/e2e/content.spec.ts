// A bank's CMS rewords the portal (SPEC 7 content): its answer nested at level=-1 and under its own names, flattened
// and mapped to the portal's keys, with its tenant's version 3 extra content laid over; a text with markup shows as
// words. The demo site cms-bank's CMS is the reference gateway answering in that shape (gateway/seed/demo.sql).
import { expect, test } from '@playwright/test';
import { textsOf } from './support/texts';

test('a nested version 3 CMS answer with its extra content rewords the sign-in page, in each locale', async ({ page }) => {
  await page.goto('/cms-bank/en_us/account/login-form/');
  // Mapped from the CMS's own name (signin.button), from under its key root (portal.*), and from the extra content.
  await expect(page.getByRole('button', { name: 'Continue to CMS Bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgotten your CMS Bank password?' })).toBeVisible();

  const german = textsOf('de_de');
  await page.goto('/cms-bank/de_de/account/login-form/');
  await expect(page.getByRole('button', { name: 'Weiter zur CMS Bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aktivierungs-E-Mail der CMS Bank erneut senden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CMS-Bank-Passwort vergessen?' })).toBeVisible();
  // What the CMS does not reword keeps the built-in German.
  await expect(page.getByRole('link', { name: german['login.register'] })).toBeVisible();
});

test('a CMS text with markup is shown as words, never as HTML', async ({ page }) => {
  await page.goto('/cms-bank/en_us/account/login-form/');
  await expect(page.getByText('<b>New</b> to CMS Bank?')).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
});

test("an editor previews the CMS's draft texts with ?cms-preview=draft; cardholders see the published ones", async ({ page }) => {
  await page.goto('/cms-bank/en_us/account/login-form/?cms-preview=draft');
  await expect(page.getByRole('button', { name: 'Sign in to CMS Bank (draft)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lost your CMS Bank password? (draft)' })).toBeVisible();
  await page.goto('/cms-bank/en_us/account/login-form/');
  await expect(page.getByRole('button', { name: 'Continue to CMS Bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgotten your CMS Bank password?' })).toBeVisible();
});

test("the site's CMS names the brand in the header and the tab, and rewords the screen's heading", async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await expect(page).toHaveTitle('Demo Rewards - Sign in');
  await expect(page.getByRole('banner')).toHaveText('Demo Rewards');
  await page.goto('/cms-bank/en_us/account/login-form/');
  await expect(page).toHaveTitle('CMS Bank - Sign in');
  await expect(page.getByRole('banner')).toHaveText('CMS Bank');
  // The theme's logo named another brand: the CMS's name stands as text instead.
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('CMS Bank')).toBeVisible();
  // A locale the CMS does not name keeps the brand of the site's theme, and its logo.
  await page.goto('/en_gb/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page).toHaveTitle('Demo Rewards - Sign in');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Demo Rewards' })).toBeVisible();
});
