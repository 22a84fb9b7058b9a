// Activating an account, as a person does (SPEC 2 activate and resend-activation, SPEC 4 LOGGEDIN_INACTIVE): the link
// from the e-mail, used and expired links, a signed-in account that is not activated, and asking for a new e-mail.
import { expect, test, type Page } from '@playwright/test';
import { activationLink, createAccount, isActivation, pathOf, registerAccount, uniqueEmail, waitForMessage } from './support/accounts';
import { textsOf } from './support/texts';
import { outboxFor } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';

/** The alert that says something: the global alert region is always present, empty until needed. */
const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new account is activated by the link in its e-mail, and then signing in reaches the profile', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto(pathOf(await activationLink(request, account)));
  await expect(page.getByRole('status').filter({ hasText: 'Your account is activated. You can now sign in.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a used activation link is explained, with the ways to sign in or ask for a new e-mail', async ({ page, request }) => {
  const account = await registerAccount(request);
  const link = await activationLink(request, account);
  await page.goto(pathOf(link));
  await expect(page.getByText('Your account is activated.', { exact: false })).toBeVisible();
  await page.goto(pathOf(link));
  await expect(shownAlert(page)).toHaveText(
    'This activation link has already been used or is not valid. If you activated your account already, sign in. Otherwise, ask for a new activation e-mail.',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en_us/account/login-form/');
  await expect(page.getByRole('link', { name: 'Ask for a new activation e-mail' })).toHaveAttribute('href', '/en_us/account/resend-activation/');
  await expectNoAxeViolations(page);
});

test('an unknown token of the right form is explained like a used one', async ({ page }) => {
  await page.goto(`/en_us/account/activate/?token=${'A'.repeat(43)}`);
  await expect(shownAlert(page)).toContainText('This activation link has already been used or is not valid.');
  await expectNoAxeViolations(page);
});

test('an expired activation link leads to a new e-mail', async ({ page, request }) => {
  const account = await registerAccount(request);
  // A link lasts 48 hours; the gateway's answer for an expired one stands in for waiting that long.
  await page.route('**/user-mgmt/user/activate-token', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'ACTIVATION_TOKEN_EXPIRED' }) }),
  );
  await page.goto(pathOf(await activationLink(request, account)));
  await expect(shownAlert(page)).toHaveText('This activation link has expired. Ask for a new activation e-mail and open the link in it within 48 hours.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ask for a new activation e-mail' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/resend-activation\/$/);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send activation e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If ${account.email} belongs to an account waiting for activation` })).toBeVisible();
  await expect.poll(async () => (await outboxFor(request, account.email)).filter(isActivation).length).toBe(2);
});

test('a link without a usable token is not sent to the gateway, and says how to get one', async ({ page }) => {
  let activations = 0;
  await page.route('**/user-mgmt/user/activate-token', async (route) => {
    activations += 1;
    await route.continue();
  });
  await page.goto(`/en_us/account/activate/?token=${encodeURIComponent('<script>alert(1)</script>')}`);
  await expect(page.getByText('To activate your account, open the link in the activation e-mail we sent you.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new activation e-mail' })).toBeVisible();
  expect(activations).toBe(0);
  await expectNoAxeViolations(page);
});

test('signing in to an account not yet activated leads to activation, where a new e-mail can be sent', async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto('/en_us/account/login-form/');
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/en_us\/account\/activate\/$/);
  await expect(page.getByText('Your account is not activated yet.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const resend = page.getByRole('button', { name: 'Send a new activation e-mail' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `We sent a new activation link to ${account.email}. It works for 48 hours.` })).toBeVisible();
  const newest = await waitForMessage(request, account.email, isActivation, { after: 1 });

  await page.goto(pathOf(newest.link ?? ''));
  await expect(page.getByRole('status').filter({ hasText: 'Your account is activated.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByText(account.email)).toBeVisible();
});

test('resending the activation e-mail says the same for an unknown address and sends nothing there', async ({ page, request }) => {
  const unknown = uniqueEmail('nobody');
  await page.goto('/en_us/account/resend-activation/');
  await page.getByLabel('E-mail address').fill(unknown);
  await page.getByLabel('E-mail address').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Thank you. If ${unknown} belongs to an account waiting for activation` })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await outboxFor(request, unknown)).toEqual([]);
});

test('an active account asking for an activation e-mail gets the same answer and no e-mail', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/en_us/account/resend-activation/');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send activation e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Thank you. If ${account.email} belongs to an account waiting for activation` })).toBeVisible();
  expect((await outboxFor(request, account.email)).filter(isActivation)).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('the resend form, used by keyboard, explains a missing and a malformed address under the field and keeps it, with no accessibility violations', async ({
  page,
}) => {
  await page.goto('/en_us/account/resend-activation/');
  const email = page.getByLabel('E-mail address');
  await page.getByRole('button', { name: 'Send activation e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please fill in this field.');
  await expectNoAxeViolations(page);
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please enter an e-mail address like name@example.com.');
  await expect(email).toHaveValue('not-an-address');
  await expectNoAxeViolations(page);
});

test('the ar_ae (right-to-left) activation and resend screens have no accessibility violations', async ({ page }) => {
  const t = textsOf('ar_ae');
  await page.goto('/ar_ae/account/activate/');
  await expect(page.getByRole('link', { name: t['activate.requestNew'] })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/ar_ae/account/resend-activation/');
  await page.getByRole('button', { name: t['resendActivation.submit'] }).click();
  await expect(page.getByLabel(t['user.email.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
