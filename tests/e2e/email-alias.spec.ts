// A second sign-in e-mail address (SPEC 7 user-mgmt/user/alias): added from the profile, refused when it is the
// account's own or another account's, and then good for signing in to the same account.
import { expect, test } from '@playwright/test';
import { createAccount, passwordGrantAnswer, signInThroughApi, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

test.describe('sign-in addresses', () => {
  test('the cardholder adds another address from the profile and signs in with it', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInThroughApi(page.request, account);
    await page.goto('/en_us/account/profile/');
    await page.getByRole('link', { name: 'Add a sign-in address' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/email-alias\/$/);
    await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
    await expect(page.getByText(`we keep writing to ${account.email}.`)).toBeVisible();

    const field = page.getByLabel('Other e-mail address');
    const add = page.getByRole('button', { name: 'Add address' });
    await add.click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription('Please fill in this field.');

    await field.fill(account.email.toUpperCase());
    await add.click();
    await expect(field).toHaveAccessibleDescription("This is already your account's e-mail address.");

    // The demo cardholder's address belongs to another account of the site: refused, and what was typed stays.
    await field.fill('demo@example.com');
    await add.click();
    await expect(field).toHaveAccessibleDescription('This address belongs to another account. Choose a different one.');
    await expect(field).toHaveValue('demo@example.com');
    await expectNoAxeViolations(page);

    const alias = uniqueEmail('alias');
    await field.fill(alias);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: `Done. You can now sign in with ${alias} as well.` })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    expect(await passwordGrantAnswer(request, { email: alias, site: account.site }, account.password)).toEqual({ status: 200 });
  });
});
