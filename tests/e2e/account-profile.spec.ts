// The profile screen (SPEC 2 profile, SPEC 3 user profile, SPEC 6): the demo cardholder's details and links.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';
import { accounts, signIn } from './support/account';
import { createCardholder, signInAs } from './support/accounts';

test('the profile shows the demo cardholder and where to go from it, with no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/profile/');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByRole('definition')).toHaveText(['Ms Dana Demo', 'demo@example.com', 'April 12, 1990', 'Active', 'Off', 'E-mail and password']);
  await expect(details.getByRole('term')).toHaveText(['Name', 'E-mail', 'Date of birth', 'Account status', 'Two-step verification', 'Sign-in method']);
  // Where to go from the profile besides the account navigation (account-area.spec.ts).
  const links = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Edit profile' }) })
    .getByRole('link');
  await expect(links).toHaveText(['Edit profile', 'Add a card', 'Add a sign-in address', 'Delete account', 'Careers']);
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/en_us/account/edit-profile/');
  // The navigation's links are relative, so they keep the page's issuer and locale.
  expect(await page.getByRole('link', { name: 'Sign out' }).evaluate((link: HTMLAnchorElement) => new URL(link.href).pathname)).toBe('/en_us/account/logout/');
  // A cardholder never sees the concierge's look-up.
  await expect(page.getByRole('search')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the date of birth reads in the page language', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/de_de/account/profile/');
  await expect(page.getByRole('definition').filter({ hasText: '1990' })).toHaveText('12. April 1990');
});

test('an account that may not be deleted has no delete link, and its delete page leads back to the profile', async ({ page }) => {
  await signIn(page, accounts.keep);
  await page.goto('/en_us/account/profile/');
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Delete account' })).toHaveCount(0);
  await page.goto('/en_us/account/delete-profile/');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('the password-update banner shows on the profile after a password change (editPw)', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/profile/?editPw=true');
  await expect(page.getByRole('status').filter({ hasText: 'Your password was updated.' })).toBeVisible();
});

test('the ar_ae (right-to-left) profile has no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/ar_ae/account/profile/');
  await expect(page.getByRole('link', { name: textsOf('ar_ae')['profile.link.editProfile'] })).toBeVisible();
  await expect(page.getByText('demo@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the profile suggests turning on two-step verification to a cardholder who has it off, and no card to one who has cards', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/profile/');
  const nextSteps = page.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps.getByRole('listitem')).toHaveCount(1);
  await expect(nextSteps).toContainText('Protect your account with a passcode at each sign-in.');
  await expect(nextSteps.getByRole('link', { name: 'Turn on two-step verification' })).toHaveAttribute('href', '/en_us/account/mfa-setup/');
  await expectNoAxeViolations(page);
});

test('the profile asks a cardholder without a card to add one, through the short card form', async ({ page }) => {
  const holder = await createCardholder(page.request, { name: 'profile.nocard', siteId: 'localhost_demo-bank', cards: [] });
  await signInAs(page.request, holder, 'localhost_demo-bank');
  await page.goto('/demo-bank/en_us/account/profile/');
  const nextSteps = page.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps).toContainText('Add a card to start earning rewards.');
  await expect(nextSteps.getByRole('link', { name: 'Add your first card' })).toHaveAttribute('href', '/demo-bank/en_us/account/edit-pan/?mode=add');
  await expect(nextSteps.getByRole('link', { name: 'Turn on two-step verification' })).toBeVisible();
});
