// The signed-in check code, as a person does (SPEC 2 otp-check-preference and otp-check-passcode, SPEC 4 and 9: a
// passed check holds 15 minutes, SPEC 8: the error catalogue skips otp-check-passcode). Codes come from the outbox.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, isCode, signInThroughApi, uniquePhone, waitForMessage } from './support/accounts';
import { textsOf } from './support/texts';
import { expectNoAxeViolations } from './support/axe';

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test('a code by text message, a wrong one explained, then the right one leads on to the return URL for 15 minutes', async ({ page, request }) => {
  const phone = uniquePhone();
  const account = await createAccount(request, { phone });
  await signInThroughApi(page.request, account);
  await page.goto(`/en_us/account/otp-check-preference/?returnurl=${encodeURIComponent('/en_us/account/edit-pan/')}`);

  const [local, domain] = account.email.split('@');
  await expect(page.getByRole('radio', { name: `E-mail: ${local?.charAt(0)}•••@${domain}` })).toBeChecked();
  const sms = page.getByRole('radio', { name: new RegExp(`^Text message: •+${phone.slice(-4)}$`) });
  await sms.check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send passcode' }).click();

  await expect(page).toHaveURL(/\/en_us\/account\/otp-check-passcode\/$/);
  await expect(page.getByText(new RegExp(`^We sent a 6-digit passcode to •+${phone.slice(-4)}\\. It is valid for 15 minutes\\.$`))).toBeVisible();
  const code = (await waitForMessage(request, phone, (message) => message.channel === 'sms' && isCode(message))).code ?? '';

  const field = page.getByLabel('Passcode');
  await field.fill(otherThan(code));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('The provided passcode is not correct. Please check the code and try again, or request a new one.');
  await expectNoAxeViolations(page);

  await field.fill(code);
  const before = Date.now();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en_us\/account\/edit-pan\/$/);
  const expiry = Number(await page.evaluate(() => localStorage.getItem('otp_expiry')));
  expect(expiry).toBeGreaterThan(before + 14 * 60 * 1000);
  expect(expiry).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
});

test('an account without a phone is offered its e-mail only, and the code arrives there', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInThroughApi(page.request, account);
  await page.goto('/en_us/account/otp-check-preference/');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(/\/otp-check-passcode\/$/);
  await expectNoAxeViolations(page);
  const code = (await waitForMessage(request, account.email, (message) => message.subject === 'Your verification passcode' && isCode(message))).code ?? '';
  await page.getByLabel('Passcode').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('the code page without a code sent goes to the choice of destination', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInThroughApi(page.request, account);
  await page.goto('/en_us/account/otp-check-passcode/');
  await expect(page).toHaveURL(/\/en_us\/account\/otp-check-preference\/$/);
});

test('a failure on the code page is explained there with its reference, since no global alert handles it', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInThroughApi(page.request, account);
  await page.goto('/en_us/account/otp-check-preference/');
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(/\/otp-check-passcode\/$/);
  await page.route('**/user-mgmt/user/find-code', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-CID': 'cid-check-500' }, body: '{"error":"INTERNAL_ERROR"}' }),
  );
  await page.getByLabel('Passcode').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shownAlert(page)).toHaveText('We could not complete the security check. Please try again. Reference: cid-check-500');
  await expect(page.getByText('An unexpected error occurred.', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Passcode')).toHaveValue('123456');
  await expectNoAxeViolations(page);
});

test('a sixth code within 15 minutes is refused by the gateway, and the choice page says how many minutes to wait', async ({ page, request }) => {
  const account = await createAccount(request, {});
  await signInThroughApi(page.request, account);
  // Five codes in a row through the API, as five presses of "Send passcode" would.
  for (let send = 0; send < 5; send += 1) {
    const sent = await page.request.post('/api/user-mgmt/user/send-code', { data: { channel: 'EMAIL' }, headers: { 'X-COOKIE-AUTH': 'true' } });
    expect(sent.status()).toBe(202);
  }
  await page.goto('/en_us/account/otp-check-preference/');
  await page.locator('.screen[data-ready="true"]').waitFor();
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page.getByText(/^Too many attempts\. Please try again in 1[45] minutes\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/en_us\/account\/otp-check-preference\/$/);
});

test('a signed-out visit to the check goes to the sign-in page carrying the return URL', async ({ page }) => {
  await page.goto('/en_us/account/otp-check-preference/');
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=%2Fen_us%2Faccount%2Fotp-check-preference%2F$/);
});

test('the ar_ae (right-to-left) check-code screens have no accessibility violations', async ({ page, request }) => {
  const account = await createAccount(request, { phone: uniquePhone() });
  await signInThroughApi(page.request, account);
  const t = textsOf('ar_ae');
  await page.goto('/ar_ae/account/otp-check-preference/');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t['otp.preference.submit'] }).click();
  await page.getByRole('button', { name: t['otp.submit'] }).click();
  await expect(page.getByLabel(t['otp.code.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
