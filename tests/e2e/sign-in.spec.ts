// Signing in through the form, as a person does (SPEC 2 login-form, SPEC 4, SPEC 5, SPEC 8).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder } from './support/accounts';

const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

/** The alert that says something: the global alert region is always present, empty until needed. */
const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
}

test('the demo cardholder signs in with the form and reaches the profile', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await fillSignIn(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByText(demo.email)).toBeVisible();
});

test('while the sign-in is sent the form is busy and the page says so to screen readers, then both end (the gateway held back in the browser)', async ({
  page,
}) => {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/user-auth/oauth/token', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en_us/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await fillSignIn(page, 'not.an.account@example.com', 'Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('E-mail address') });
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
  // No overlay hides the form: its button shows that it runs.
  await expect(page.locator('.loading-overlay')).toBeHidden();
  answer();
  await expect(shownAlert(page).or(page.locator('.form-banner'))).toBeVisible();
  await expect(form).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});

test('signing in goes back to the page the visitor was sent from', async ({ page }) => {
  await page.goto('/en_us/account/edit-pan/?tab=2');
  await expect(page).toHaveURL(/login-form\/\?returnurl=/);
  await fillSignIn(page, demo.email, demo.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/en_us\/account\/edit-pan\/\?tab=2$/);
});

test('a wrong password is explained on the form by one message, the e-mail kept and the password cleared without an error of its own', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await fillSignIn(page, 'nobody@example.com', 'Wrong-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(shownAlert(page)).toHaveText("Oops that wasn't the right combination.");
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.com');
  const password = page.getByLabel('Password');
  await expect(password).toHaveValue('');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('');
  await expect(page.getByText('Please fill in this field.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);

  // Once the user touches the field again, it is theirs: left empty, it says so.
  await password.focus();
  await password.blur();
  await expect(password).toHaveAccessibleDescription('Please fill in this field.');
});

test('an empty form shows each field error and moves focus to the first, with no accessibility violations', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByLabel('E-mail address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please fill in this field.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please fill in this field.');
  await expectNoAxeViolations(page);
  await email.fill('not-an-address');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Please enter an e-mail address like name@example.com.');
});

test('pressing sign in twice sends one request', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await fillSignIn(page, 'nobody@example.com', 'Wrong-Passw0rd!');
  let grants = 0;
  await page.route('**/user-auth/oauth/token', async (route) => {
    grants += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.click();
  await button.click({ force: true });
  await page.getByLabel('Password').press('Enter');
  await expect(shownAlert(page)).toHaveText("Oops that wasn't the right combination.");
  expect(grants).toBe(1);
});

test('the ar_ae (right-to-left) sign-in form, with its errors shown, has no accessibility violations', async ({ page }) => {
  await page.goto('/ar_ae/account/login-form/');
  await expect(page.getByRole('button')).not.toHaveCount(0);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('five wrong passwords in a row lock the account, and then even the right one is refused', async ({ page }) => {
  const user = await createCardholder(page.request, { name: 'lockout' });
  await page.goto('/en_us/account/login-form/');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await fillSignIn(page, user.email, `Wrong-Passw0rd-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(shownAlert(page)).toHaveText("Oops that wasn't the right combination.");
  }
  await fillSignIn(page, user.email, 'Wrong-Passw0rd-5');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(shownAlert(page)).toHaveText(/Your account is locked after too many attempts\. Try again in 15 minutes/);
  await fillSignIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(shownAlert(page)).toHaveText(/Your account is locked/);
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
});
