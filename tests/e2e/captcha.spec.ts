// The captcha path on the demo site with hCaptcha's published test keys (/captcha-bank/). hCaptcha's widget script
// cannot load here, so it is replaced at the network boundary by a stand-in that answers like the real widget:
// the published test token when the check passes, an error when it does not. The gateway verifies for real.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/accounts';

const testToken = '10000000-aaaa-bbbb-cccc-000000000001';
const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Serves a stand-in for hCaptcha's api.js; `passes` decides what execute() does. Records calls on window.captchaCalls. */
async function stubCaptchaWidget(page: Page, passes: boolean): Promise<void> {
  await page.route('https://js.hcaptcha.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const calls = (window.captchaCalls = []);
        window.hcaptcha = {
          render: (container, parameters) => { calls.push(['render', parameters.sitekey]); return 'widget-1'; },
          execute: (id) => { calls.push(['execute', id]); return ${passes} ? Promise.resolve({ response: '${testToken}' }) : Promise.reject(new Error('challenge-closed')); },
          reset: (id) => { calls.push(['reset', id]); },
        };
        const ready = new URL(document.currentScript.src).searchParams.get('onload');
        window[ready]();
      })();`,
    }),
  );
}

test('signing in on a captcha site sends the widget token, and the gateway accepts it (captcha widget stubbed at the network boundary)', async ({ page }) => {
  await stubCaptchaWidget(page, true);
  await page.goto('/captcha-bank/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill('captcha@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  const grant = page.waitForRequest(
    (request) => request.url().includes('/user-auth/oauth/token') && !request.url().includes('preauth=true') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await grant).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page).toHaveURL(/\/captcha-bank\/en_us\/account\/profile\/$/);
});

test('a failed captcha sends an empty token, the gateway refuses, and the form says so (captcha widget stubbed)', async ({ page }) => {
  await stubCaptchaWidget(page, false);
  await page.goto('/captcha-bank/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill('captcha@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  const grant = page.waitForRequest(
    (request) => request.url().includes('/user-auth/oauth/token') && !request.url().includes('preauth=true') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await grant).headers()['x-hcaptcha-token']).toBe('');
  await expect(shownAlert(page)).toHaveText('Please complete the security check and try again.');
  await expect(page.getByLabel('E-mail address')).toHaveValue('captcha@example.com');
  // The password was cleared by the screen, not left empty by the user: the banner is the one message.
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
  // The widget was rendered with the site key, run once, and reset after its result.
  expect(await page.evaluate(() => (window as unknown as { captchaCalls: unknown[] }).captchaCalls)).toEqual([
    ['render', '10000000-ffff-ffff-ffff-000000000001'],
    ['execute', 'widget-1'],
    ['reset', 'widget-1'],
  ]);
  await expectNoAxeViolations(page);
});

test('registering on a captcha site passes the captcha with the account request (captcha widget stubbed)', async ({ page }) => {
  await stubCaptchaWidget(page, true);
  const email = uniqueEmail('captcha.member');
  await page.goto('/captcha-bank/en_us/account/registration/');
  await page.getByLabel('First name').fill('Cara');
  await page.getByLabel('Last name').fill('Check');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-Passw0rd!');
  await page.getByLabel('Repeat the password').fill('Fresh-Passw0rd!');
  await page.getByText('I have read and accept the privacy policy').click();
  const registration = page.waitForRequest((request) => /\/user-mgmt\/user\/regist/.test(request.url()));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await registration).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page.getByText(`we sent an activation link to ${email}`)).toBeVisible();
});

test('asking for a new activation e-mail on a captcha site passes the captcha with the request (captcha widget stubbed)', async ({ page }) => {
  await stubCaptchaWidget(page, true);
  const email = uniqueEmail('captcha.resend');
  await page.goto('/captcha-bank/en_us/account/resend-activation/');
  await page.getByLabel('E-mail address').fill(email);
  const resend = page.waitForRequest((request) => request.url().includes('/user-mgmt/user/activation-email'));
  await page.getByRole('button', { name: 'Send activation e-mail' }).click();
  expect((await resend).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page.getByRole('status').filter({ hasText: `If ${email} belongs to an account waiting for activation` })).toBeVisible();
});

test('asking for a recovery passcode on a captcha site passes the captcha, and a failed check is explained (captcha widget stubbed)', async ({ page }) => {
  await stubCaptchaWidget(page, false);
  await page.goto('/captcha-bank/en_us/account/recovery/');
  await page.getByLabel('E-mail address').fill('captcha@example.com');
  const refused = page.waitForRequest((request) => request.url().includes('/user-mgmt/user/send-passcode'));
  await page.getByRole('button', { name: 'Send passcode' }).click();
  expect((await refused).headers()['x-hcaptcha-token']).toBe('');
  await expect(shownAlert(page)).toHaveText('Please complete the security check and try again.');
  await expect(page.getByLabel('E-mail address')).toHaveValue('captcha@example.com');

  await page.unrouteAll();
  await stubCaptchaWidget(page, true);
  await page.reload();
  await page.getByLabel('E-mail address').fill('captcha@example.com');
  const accepted = page.waitForRequest((request) => request.url().includes('/user-mgmt/user/send-passcode'));
  await page.getByRole('button', { name: 'Send passcode' }).click();
  expect((await accepted).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page).toHaveURL(/\/captcha-bank\/en_us\/account\/reset-password\/$/);
});

test('in the step-by-step recovery (pt_br) the captcha goes with the passcode request on the preference page (captcha widget stubbed)', async ({ page }) => {
  await stubCaptchaWidget(page, true);
  await page.goto('/captcha-bank/pt_br/account/recovery/');
  // The first page only holds the address: no captcha there, and nothing is sent.
  await page.locator('input[name="email"]').fill('captcha@example.com');
  expect(await page.evaluate(() => 'captchaCalls' in window)).toBe(false);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/captcha-bank\/pt_br\/account\/passcode-preference\/$/);
  await expect.poll(() => page.evaluate(() => 'captchaCalls' in window)).toBe(true);
  const request = page.waitForRequest((sent) => sent.url().includes('/user-mgmt/user/send-passcode'));
  await page.locator('button[type="submit"]').click();
  expect((await request).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page).toHaveURL(/\/captcha-bank\/pt_br\/account\/passcode\/$/);
});

test('when the captcha cannot load, sign-in says so, keeps what was typed and offers a retry that brings the check (captcha script blocked, then stubbed)', async ({
  page,
}) => {
  await page.route('https://js.hcaptcha.com/**', (route) => route.abort());
  await page.goto('/captcha-bank/en_us/account/login-form/');
  await expect(page.getByText('The security check could not load.')).toBeVisible();
  await page.getByLabel('E-mail address').fill('captcha@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  let grants = 0;
  page.on('request', (request) => {
    if (request.url().includes('/user-auth/oauth/token')) grants += 1;
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Load the security check again' })).toBeFocused();
  expect(grants).toBe(0);
  await expect(page.getByLabel('E-mail address')).toHaveValue('captcha@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('Demo-Passw0rd!');
  await expect(page.getByText('Please complete the security check and try again.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unrouteAll();
  await stubCaptchaWidget(page, true);
  await page.getByRole('button', { name: 'Load the security check again' }).click();
  await expect(page.getByText('The security check could not load.')).toHaveCount(0);
  const grant = page.waitForRequest(
    (request) => request.url().includes('/user-auth/oauth/token') && !request.url().includes('preauth=true') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await grant).headers()['x-hcaptcha-token']).toBe(testToken);
  await expect(page).toHaveURL(/\/captcha-bank\/en_us\/account\/profile\/$/);
});
