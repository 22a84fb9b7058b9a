// Deleting the account (SPEC 2 delete-profile, SPEC 6, SPEC 7 remove-account), on a cardholder of its own.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { accounts, requestToken, shownAlert, signIn } from './support/account';

test('deleting the account after confirming it ends signed out on the sign-in page, and the account is gone; the page with its error shown has no accessibility violations', async ({
  page,
}) => {
  await signIn(page, accounts.delete);
  await page.goto('/en_us/account/profile/');
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/delete-profile\/$/);
  await expect(page.getByText('This cannot be undone.', { exact: false })).toBeVisible();

  const confirm = page.getByRole('checkbox', { name: 'I understand that my account will be deleted for good.' });
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await remove.click();
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription('Please tick the box to confirm that you want to delete your account.');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Space');
  await remove.click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account was deleted.' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('gmap_authenticated=true');

  const again = await requestToken(page.request, accounts.delete);
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ error: 'BAD_CREDENTIALS' });
});

test('a refused deletion keeps the account and says why', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/delete-profile/');
  await page.route('**/user-mgmt/user/remove-account', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'ACCOUNT_DELETION_NOT_ALLOWED' }) }),
  );
  await page.getByRole('checkbox', { name: /deleted for good/ }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(shownAlert(page)).toHaveText('Your account cannot be deleted on this site. Please contact support.');
  await expect(page).toHaveURL(/\/en_us\/account\/delete-profile\/$/);
  await expect(page.getByRole('checkbox', { name: /deleted for good/ })).toBeChecked();
});

test('the ar_ae (right-to-left) delete page, with its error shown, has no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/ar_ae/account/delete-profile/');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
