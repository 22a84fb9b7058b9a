// Two-step verification with an authenticator app: set up with the QR code's key, sign in with a code, turn it off
// (SPEC 2 mfa-setup, SPEC 4 MFA_OTP_REQUIRED, SPEC 7 mfa/totp). Codes are computed as the app would.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, signInAs, type Cardholder } from './support/accounts';
import { totpCode } from './support/totp';

/** Sets up two-step verification; answers the key shown as text and the code that turned it on. `scan` checks the set-up screen, a code refused, with axe. */
async function turnOn(page: Page, { scan = false } = {}): Promise<{ secret: string; used: string }> {
  await page.goto('/en_us/account/mfa-setup/');
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const field = page.getByLabel('6-digit code from your app');
  const right = totpCode(secret);
  await field.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  // An app cannot send a new code: the message says what to do instead.
  await expect(field).toHaveAccessibleDescription(/That code did not work\. Enter the code your authenticator app shows now/);
  await expect(field).not.toHaveAccessibleDescription(/request a new one/);
  if (scan) await expectNoAxeViolations(page);
  await field.fill(right);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is now on.')).toBeVisible();
  return { secret, used: right };
}

async function signInWithForm(page: Page, user: Cardholder): Promise<void> {
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('after setting up two-step verification on a screen with no accessibility violations, signing in asks for the app code; the code just used says to wait for the next', async ({
  page,
}) => {
  const user = await createCardholder(page.request, { name: 'mfa.signin' });
  await signInAs(page.request, user);
  const { secret, used } = await turnOn(page, { scan: true });

  await page.goto('/en_us/account/logout/');
  await expect(page).toHaveURL(/\/login-form\/$/);
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/en_us\/account\/login-otp\/$/);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new passcode' })).toHaveCount(0);
  // The code that turned it on works once (replay protection): the screen says to wait for the next.
  const code = page.getByLabel('Passcode', { exact: true });
  await code.fill(used);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(/Each code works only once: if you just used this one, wait for the next/);
  // The set-up spent the current step's code; the app's next code is within the allowed drift.
  await page.getByLabel('Passcode', { exact: true }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('two-step verification is turned off with a current code', async ({ page }) => {
  const user = await createCardholder(page.request, { name: 'mfa.off' });
  await signInAs(page.request, user);
  const { secret } = await turnOn(page);
  await page.reload();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  await page.getByLabel('6-digit code from your app').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-step verification is now off.')).toBeVisible();
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
});

test('the ar_ae (right-to-left) two-step verification screen has no accessibility violations', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'mfa.axe.ar_ae' }));
  await page.goto('/ar_ae/account/mfa-setup/');
  await page.locator('main button').first().click();
  // The QR code (the header's logo is an image too).
  await expect(page.getByRole('main').getByRole('img')).toBeVisible();
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('input[name="code"]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
