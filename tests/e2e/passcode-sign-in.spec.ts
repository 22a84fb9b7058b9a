// Signing in with a one-time passcode after the password (SPEC 2 login-otp-preference and login-otp, SPEC 4 OTP codes),
// on the demo site that asks for one: /otp-bank/ (site_auth_profile.login_otp EMAIL_OR_SMS).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, type Cardholder } from './support/accounts';
import { latestMessage, outboxFor } from './support/outbox';

const site = { siteId: 'localhost_otp-bank', path: '/otp-bank/en_us/account' };
/** A phone of its own per test: SMS are looked up by number. */
const newPhone = () => `+1 555 ${String(Date.now() % 10000).padStart(4, '0')}${Math.floor(Math.random() * 10)}`;

async function signInWithPassword(page: Page, user: Cardholder): Promise<void> {
  await page.goto(`${site.path}/login-form/`);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a missing choice and a wrong code are explained on screens with no accessibility violations; the passcode goes by text message to the chosen phone; a trusted device is not asked again', async ({
  page,
  context,
}) => {
  const phone = newPhone();
  const user = await createCardholder(page.request, { name: 'otp.sms', siteId: site.siteId, cards: [], phone });
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  const choices = page.getByRole('radiogroup', { name: 'Send my passcode to' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(choices).toHaveAttribute('aria-invalid', 'true');
  await expect(choices).toHaveAccessibleDescription(/Please fill in this field\./);
  await expectNoAxeViolations(page);
  await choices.getByText(/^Text message:/).click();
  await page.getByRole('button', { name: 'Send passcode' }).click();

  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp/$`));
  await expect(page.getByText(/We sent a 6-digit passcode to .*\d{2}/)).toBeVisible();
  const sms = await latestMessage(page.request, phone);
  expect(sms.channel).toBe('sms');

  const code = page.getByLabel('Passcode', { exact: true });
  await code.fill(sms.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(/The provided passcode is not correct/);
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);

  await code.fill(sms.code ?? '');
  await page.getByText('Trust this device and skip the passcode next time').click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/profile/$`));

  // Signed out, then in again in the same browser: the trusted device goes straight through.
  await page.goto(`${site.path}/logout/`);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-form/$`));
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/profile/$`));
  expect((await context.cookies()).some((cookie) => cookie.name === 'DEVICE_TRUST' && cookie.httpOnly)).toBe(true);
});

test('the passcode goes by e-mail, a new one can be asked for, and the newest works', async ({ page }) => {
  const user = await createCardholder(page.request, { name: 'otp.mail', siteId: site.siteId, cards: [], phone: newPhone() });
  await signInWithPassword(page, user);
  await page
    .getByRole('radiogroup')
    .getByText(/^E-mail:/)
    .click();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(/\/login-otp\/$/);
  const first = await latestMessage(page.request, user.email, /sign-in passcode/);
  await page.getByRole('button', { name: 'Send a new passcode' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new passcode is on its way.' })).toBeVisible();
  await expect.poll(async () => (await outboxFor(page.request, user.email)).filter((message) => /sign-in passcode/.test(message.subject)).length).toBe(2);
  const newest = await latestMessage(page.request, user.email, /sign-in passcode/);
  expect(newest.sentAt >= first.sentAt).toBe(true);
  await page.getByLabel('Passcode', { exact: true }).fill(newest.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/profile/$`));
});

test('the passcode screens without a sign-in in progress send the visitor back to sign in', async ({ page }) => {
  await page.goto(`${site.path}/login-otp/`);
  await expect(page.getByText('Your sign-in timed out. Please sign in again.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-form/$`));
});

test('the ar_ae (right-to-left) passcode screens have no accessibility violations', async ({ page }) => {
  const user = await createCardholder(page.request, { name: 'otp.axe.ar_ae', siteId: site.siteId, cards: [], phone: newPhone() });
  await page.goto('/otp-bank/ar_ae/account/login-form/');
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('radiogroup').getByText(/@/).click();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login-otp\/$/);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test("a throttled passcode send says how long to wait, on the choice screen and when sending again (the gateway's 429 injected at the network boundary)", async ({
  page,
}) => {
  const user = await createCardholder(page.request, { name: 'otp.throttled', siteId: site.siteId, cards: [], phone: newPhone() });
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  let throttled = true;
  await page.route('**/user-mgmt/user/send-code', (route) =>
    throttled
      ? route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '240' }, body: '{"error":"TOO_MANY_REQUESTS"}' })
      : route.continue(),
  );
  const choices = page.getByRole('radiogroup', { name: 'Send my passcode to' });
  await choices.getByText(/^E-mail:/).click();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page.getByText('Too many attempts. Please try again in 4 minutes.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));

  throttled = false;
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp/$`));
  await page.locator('.screen[data-ready="true"]').waitFor();
  throttled = true;
  await page.getByRole('button', { name: 'Send a new passcode' }).click();
  await expect(page.getByText('Too many attempts. Please try again in 4 minutes.')).toBeVisible();
});
