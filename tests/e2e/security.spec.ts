// The security page (issue 17, parts 2 and 3): the devices trusted at passcode sign-in, listed and removed, and where
// passcodes go first, pre-selected when one is asked for. On the demo site that asks for a passcode: /otp-bank/.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, type Cardholder } from './support/accounts';
import { outboxFor } from './support/outbox';

const site = { siteId: 'localhost_otp-bank', path: '/otp-bank/en_us/account' };
const newPhone = () => `+1 555 ${String(Date.now() % 10000).padStart(4, '0')}${Math.floor(Math.random() * 10)}`;
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs out and waits for the sign-in form the sign-out ends on. */
async function signOut(page: Page): Promise<void> {
  await page.goto(`${site.path}/logout/`);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-form/$`));
}

async function signInWithPassword(page: Page, user: Cardholder): Promise<void> {
  await page.goto(`${site.path}/login-form/`);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From the preference screen: the passcode by `channel`, typed in, this device trusted or not; ends on the profile. */
async function finishWithPasscode(page: Page, to: string, channel: RegExp, trust: boolean): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  await page.getByRole('radiogroup', { name: 'Send my passcode to' }).getByText(channel).click();
  const before = (await outboxFor(page.request, to)).length;
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp/$`));
  await expect.poll(async () => (await outboxFor(page.request, to)).length).toBeGreaterThan(before);
  const [newest] = await outboxFor(page.request, to);
  await page.getByLabel('Passcode', { exact: true }).fill(newest?.code ?? '');
  if (trust) await page.getByText('Trust this device and skip the passcode next time').click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/profile/$`));
}

/** A second browser, as another device of the cardholder. */
async function otherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ userAgent: firefoxOnWindows, ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

/** A new cardholder who trusted two devices at passcode sign-in: this browser, and a laptop with Firefox on Windows. */
async function trustedOnTwoDevices(page: Page, browser: Browser, baseURL: string | undefined, name: string): Promise<{ user: Cardholder; laptop: Page }> {
  const phone = newPhone();
  const user = await createCardholder(page.request, { name, siteId: site.siteId, cards: [], phone });
  await signInWithPassword(page, user);
  await finishWithPasscode(page, phone, /^Text message:/, true);
  const laptop = await otherDevice(browser, baseURL);
  await signInWithPassword(laptop, user);
  await finishWithPasscode(laptop, phone, /^Text message:/, true);
  return { user, laptop };
}

async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Manage your account' }).getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(new RegExp(`${site.path}/security/$`));
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
}

test('the security page lists the trusted devices with this one marked; a removed device asks for the passcode again', async ({ page, browser, baseURL }) => {
  const { user, laptop } = await trustedOnTwoDevices(page, browser, baseURL, 'trusting');

  await openSecurity(page);
  const devices = page.getByRole('region', { name: 'Trusted devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const current = devices.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Chrome \d+ · Linux/);
  await expect(current).toContainText(/Trusted since .*2\d{3}/);
  const firefox = devices.filter({ hasText: 'Firefox 133 · Windows 10' });
  await expect(firefox).toContainText(/Last used /);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Remove Firefox 133 · Windows 10' }).click();
  await expect(page.getByText('The device was removed. It will ask for a passcode at its next sign-in.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trusted devices' })).toBeFocused();
  await expect(devices).toHaveCount(1);

  // The removed laptop is asked for the passcode at its next sign-in; this browser, still trusted, is not.
  await signOut(laptop);
  await signInWithPassword(laptop, user);
  await expect(laptop).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  await laptop.context().close();

  await signOut(page);
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/profile/$`));
  await openSecurity(page);
  await page.getByRole('button', { name: /^Remove Chrome/ }).click();
  await expect(page.getByText('No device is trusted at the moment.')).toBeVisible();
  await signOut(page);
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
});

test('"Remove all devices" makes every device ask for the passcode again', async ({ page, browser, baseURL }) => {
  const { user, laptop } = await trustedOnTwoDevices(page, browser, baseURL, 'trusting.all');

  await openSecurity(page);
  await page.getByRole('button', { name: 'Remove all devices' }).click();
  await expect(page.getByText('All devices were removed. Each will ask for a passcode at its next sign-in.')).toBeVisible();
  await expect(page.getByText('No device is trusted at the moment.')).toBeVisible();
  for (const device of [page, laptop]) {
    await signOut(device);
    await signInWithPassword(device, user);
    await expect(device).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  }
  await laptop.context().close();
});

test('a password change offers to remove the trusted devices, and does by default', async ({ page }) => {
  const phone = newPhone();
  const user = await createCardholder(page.request, { name: 'trusting.pw', siteId: site.siteId, cards: [], phone });
  await signInWithPassword(page, user);
  await finishWithPasscode(page, phone, /^Text message:/, true);
  await page.goto(`${site.path}/password/`);
  const revoke = page.getByRole('checkbox', { name: 'Ask for a passcode again on every device I chose to trust' });
  await expect(revoke).toBeChecked();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('Newer-Passw0rd!42');
  await page.getByLabel('Repeat the new password').fill('Newer-Passw0rd!42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile\/\?editPw=true$/);
  await openSecurity(page);
  await expect(page.getByText('No device is trusted at the moment.')).toBeVisible();
});

test('the channel chosen on the security page comes pre-selected when a passcode is asked for, and can still be changed', async ({ page }) => {
  const phone = newPhone();
  const user = await createCardholder(page.request, { name: 'channel', siteId: site.siteId, cards: [], phone });
  await signInWithPassword(page, user);
  await finishWithPasscode(page, user.email, /^E-mail:/, false);

  await openSecurity(page);
  const choice = page.getByRole('radiogroup', { name: 'Send my passcodes by' });
  await expect(choice.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await choice.getByText('Text message').click();
  await page.getByRole('button', { name: 'Save choice' }).click();
  await expect(page.getByText('Saved. We will send your passcodes there first.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Send my passcodes by' }).getByRole('radio', { name: 'Text message' })).toBeChecked();

  // The signed-in security check and the next sign-in start from text message; e-mail is still a click away.
  await page.goto(`${site.path}/otp-check-preference/`);
  await expect(page.getByRole('radio', { name: /^Text message:/ })).toBeChecked();
  await signOut(page);
  await signInWithPassword(page, user);
  await expect(page).toHaveURL(new RegExp(`${site.path}/login-otp-preference/$`));
  await expect(page.getByRole('radio', { name: /^Text message:/ })).toBeChecked();
  await finishWithPasscode(page, user.email, /^E-mail:/, false);
});
