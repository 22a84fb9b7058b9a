// Password recovery, as a person does (SPEC 2 recovery flows, SPEC 5 password rules): the current flow, the
// step-by-step flow by e-mail and by text message, wrong and reused entries, steps out of order, and no hint of
// whether an address has an account. Codes are read from the gateway's outbox.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, isCode, passwordGrantAnswer, uniqueEmail, uniquePhone, waitForMessage, type TestAccount } from './support/accounts';
import { filled, inEveryLanguage, textsOf } from './support/texts';
import { outboxFor, type OutboxMessage } from './support/outbox';
import { expectNoAxeViolations } from './support/axe';

const newPassword = 'Fresh-Passw0rd!';

const recoverySubjects = inEveryLanguage('message.recoveryPasscode.subject');
const isRecoveryEmail = (message: OutboxMessage) => recoverySubjects.has(message.subject) && isCode(message);

async function recoveryCode(request: APIRequestContext, to: string, accept: (message: OutboxMessage) => boolean = isRecoveryEmail): Promise<string> {
  return (await waitForMessage(request, to, accept)).code ?? '';
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function setNewPassword(page: Page, password: string, t = textsOf('en_us')): Promise<void> {
  await page.getByLabel(t['password.new.label'], { exact: true }).fill(password);
  await page.getByLabel(t['password.confirm.label']).fill(password);
  await page.getByRole('button', { name: t['reset.submit'] }).click();
}

async function signInWithForm(page: Page, email: string, password: string, t = textsOf('en_us')): Promise<void> {
  await page.getByLabel(t['login.email.label']).fill(email);
  await page.getByLabel(t['login.password.label'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['login.submit'] }).click();
}

/** A new account with a phone on the send_sms site, asked for recovery by keyboard: the screen that asks for the channel. */
async function toChannelChoice(page: Page, request: APIRequestContext): Promise<{ account: TestAccount; phone: string }> {
  const phone = uniquePhone();
  const account = await createAccount(request, { site: 'otpBank', phone });
  await page.goto('/otp-bank/en_us/account/recovery/');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/otp-bank\/en_us\/account\/passcode-preference\/$/);
  return { account, phone };
}

const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test.describe('the current flow (en_us)', () => {
  test('recovery by e-mail ends on the sign-in page, where the new password works and the old one is refused', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/en_us/account/login-form/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/recovery\/$/);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send passcode' }).click();

    await expect(page).toHaveURL(/\/en_us\/account\/reset-password\/$/);
    await expect(page.getByRole('status').filter({ hasText: `If ${account.email} belongs to an account, we sent a 6-digit passcode to it.` })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(account.email);
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/At least 8 characters/);
    await page.getByLabel('Passcode').fill(await recoveryCode(request, account.email));
    await setNewPassword(page, newPassword);

    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed. Please sign in with your new password.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInWithForm(page, account.email, account.password);
    await expect(shownAlert(page)).toHaveText("Oops that wasn't the right combination.");
    await signInWithForm(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  });

  test('a missing address is explained on a screen with no accessibility violations; an unknown one gets the same confirmation, and no e-mail is sent', async ({
    page,
    request,
  }) => {
    const unknown = uniqueEmail('nobody');
    await page.goto('/en_us/account/recovery/');
    await page.getByRole('button', { name: 'Send passcode' }).click();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Please fill in this field.');
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill(unknown);
    await page.getByRole('button', { name: 'Send passcode' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/reset-password\/$/);
    await expect(page.getByRole('status').filter({ hasText: `If ${unknown} belongs to an account, we sent a 6-digit passcode to it.` })).toBeVisible();
    expect(await outboxFor(request, unknown)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a wrong passcode is explained under its field, and nothing typed but the refused code is lost', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/en_us/account/recovery/');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page).toHaveURL(/\/reset-password\/$/);
    const code = await recoveryCode(request, account.email);

    const passcode = page.getByLabel('Passcode');
    await passcode.fill(otherThan(code));
    await setNewPassword(page, newPassword);
    await expect(passcode).toBeFocused();
    await expect(passcode).toHaveAccessibleDescription('The provided passcode is not correct. Please check the code and try again, or request a new one.');
    await expect(passcode).toHaveValue(otherThan(code));
    await expect(page.getByLabel('E-mail address')).toHaveValue(account.email);
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
    await expectNoAxeViolations(page);

    await passcode.fill(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  });

  test('a reused password is refused under the new-password field; a new one is then accepted', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/en_us/account/recovery/');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send passcode' }).click();
    await page.getByLabel('Passcode').fill(await recoveryCode(request, account.email));
    await setNewPassword(page, account.password);

    const password = page.getByLabel('New password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/Please choose a password you have not used recently/);
    await expect(password).toHaveValue('');
    // The repeat was emptied by the screen with the new password: not the user's mistake, so no error of its own.
    const repeat = page.getByLabel('Repeat the new password');
    await expect(repeat).toHaveValue('');
    await expect(repeat).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await setNewPassword(page, newPassword);
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
    expect(await passwordGrantAnswer(request, account, account.password)).toMatchObject({ error: 'BAD_CREDENTIALS' });
    expect(await passwordGrantAnswer(request, account, newPassword)).toEqual({ status: 200 });
  });

  test('a new password on the list of common or breached passwords is refused under its field; another is then accepted', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/en_us/account/recovery/');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send passcode' }).click();
    await page.getByLabel('Passcode').fill(await recoveryCode(request, account.email));
    await setNewPassword(page, 'Password1!');

    const password = page.getByLabel('New password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(/appears in a list of common or breached passwords/);
    await expect(password).toHaveValue('Password1!');
    await setNewPassword(page, newPassword);
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
    expect(await passwordGrantAnswer(request, account, newPassword)).toEqual({ status: 200 });
  });

  test('the new password shows how many rules it breaks, and must be repeated exactly', async ({ page }) => {
    await page.goto('/en_us/account/reset-password/');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('short');
    await expect(password).toHaveAccessibleDescription(/4 password rules are not met\./);
    await page.getByLabel('Repeat the new password').fill('shorter');
    await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription('The passwords do not match.');
    await expectNoAxeViolations(page);
  });

  test('the step-by-step pages send the current flow back to its first step', async ({ page }) => {
    await page.goto('/en_us/account/passcode/');
    await expect(page).toHaveURL(/\/en_us\/account\/recovery\/$/);
    await page.goto('/en_us/account/passcode-preference/');
    await expect(page).toHaveURL(/\/en_us\/account\/recovery\/$/);
  });
});

test.describe('the step-by-step flow', () => {
  test('pt_br: e-mail, where the passcode goes, the passcode, then the new password, ending on the sign-in page', async ({ page, request }) => {
    const account = await createAccount(request);
    const t = textsOf('pt_br');
    await page.goto('/pt_br/account/recovery/');
    await page.getByLabel(t['user.email.label']).fill(account.email);
    await page.getByRole('button', { name: t['recovery.continue'] }).click();

    await expect(page).toHaveURL(/\/pt_br\/account\/passcode-preference\/$/);
    await expect(page.getByText(filled(t['recovery.preference.intro'], { email: account.email }))).toBeVisible();
    await expect(page.getByRole('radio', { name: t['recovery.preference.email'] })).toBeChecked();
    await page.getByRole('button', { name: t['recovery.submit'] }).click();

    await expect(page).toHaveURL(/\/pt_br\/account\/passcode\/$/);
    await expect(page.getByRole('status').filter({ hasText: filled(t['recovery.sent'], { email: account.email }) })).toBeVisible();
    const code = await recoveryCode(request, account.email);
    const passcode = page.getByLabel(t['otp.code.label']);
    await passcode.fill(otherThan(code));
    await page.getByRole('button', { name: t['recovery.continue'] }).click();
    await expect(passcode).toHaveAccessibleDescription(t['error.passcodeIncorrect']);
    await passcode.fill(code);
    await page.getByRole('button', { name: t['recovery.continue'] }).click();

    await expect(page).toHaveURL(/\/pt_br\/account\/reset-password\/$/);
    await expect(page.getByText(filled(t['reset.introVerified'], { email: account.email }))).toBeVisible();
    await expect(page.getByLabel(t['otp.code.label'])).toHaveCount(0);
    await expectNoAxeViolations(page);
    await setNewPassword(page, newPassword, t);

    await expect(page).toHaveURL(/\/pt_br\/account\/login-form\/$/);
    await expect(page.getByRole('status').filter({ hasText: t['reset.done'] })).toBeVisible();
    await signInWithForm(page, account.email, newPassword, t);
    await expect(page).toHaveURL(/\/pt_br\/account\/profile\/$/);
    expect(await passwordGrantAnswer(request, account, account.password)).toMatchObject({ error: 'BAD_CREDENTIALS' });
  });

  test('a send_sms site, by keyboard: the passcode goes by text message to the account’s phone; the choice and a missing passcode show with no accessibility violations', async ({
    page,
    request,
  }) => {
    const { account, phone } = await toChannelChoice(page, request);
    await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'E-mail' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Text message to the mobile number of my account' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send passcode' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/otp-bank\/en_us\/account\/passcode\/$/);
    await expect(page.getByText('we sent a 6-digit passcode by text message to its mobile number', { exact: false })).toBeVisible();
    const sms = await waitForMessage(request, phone, (message) => message.channel === 'sms' && isCode(message));
    expect((await outboxFor(request, account.email)).filter(isRecoveryEmail)).toEqual([]);
    await page.getByLabel('Passcode').press('Enter');
    await expect(page.getByLabel('Passcode')).toHaveAccessibleDescription('Please fill in this field.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Passcode').fill(sms.code ?? '');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/otp-bank\/en_us\/account\/reset-password\/$/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/otp-bank\/en_us\/account\/login-form\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The site asks for a sign-in passcode after a right password; a wrong one is refused outright.
    expect(await passwordGrantAnswer(request, account, newPassword)).toMatchObject({ error: 'OTP_REQUIRED' });
    expect(await passwordGrantAnswer(request, account, account.password)).toMatchObject({ error: 'BAD_CREDENTIALS' });
  });

  test('the channel chosen on a reloaded page before its script has taken over is the one the passcode goes by', async ({ page, request }) => {
    const { account, phone } = await toChannelChoice(page, request);
    // On a slow connection the reloaded page shows its choices before its script runs; the person picks one meanwhile.
    let release: () => void = () => undefined;
    const chosen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**/*.js', async (route) => {
      await chosen;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: 'Text message to the mobile number of my account' }).check();
    release();
    await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Text message to the mobile number of my account' })).toBeChecked();
    await page.getByRole('button', { name: 'Send passcode' }).click();
    await expect(page).toHaveURL(/\/otp-bank\/en_us\/account\/passcode\/$/);
    await waitForMessage(request, phone, (message) => message.channel === 'sms' && isCode(message));
    expect((await outboxFor(request, account.email)).filter(isRecoveryEmail)).toEqual([]);
  });

  test('a step reached out of order goes back to the latest step that can show', async ({ page }) => {
    const t = textsOf('pt_br');
    await page.goto('/pt_br/account/reset-password/');
    await expect(page).toHaveURL(/\/pt_br\/account\/recovery\/$/);
    await page.getByLabel(t['user.email.label']).fill(uniqueEmail('order'));
    await page.getByRole('button', { name: t['recovery.continue'] }).click();
    await expect(page).toHaveURL(/\/pt_br\/account\/passcode-preference\/$/);
    await page.goto('/pt_br/account/reset-password/');
    await expect(page).toHaveURL(/\/pt_br\/account\/passcode-preference\/$/);
    await expectNoAxeViolations(page);
  });
});

test('a signed-in visitor is sent from recovery to the profile', async ({ page }) => {
  const account = await createAccount(page.request);
  const response = await page.request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: account.email, password: account.password, siteId: 'localhost', locale: 'en_us' },
  });
  expect(response.status()).toBe(200);
  await page.goto('/en_us/account/recovery/');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('the ar_ae (right-to-left) recovery screens have no accessibility violations', async ({ page }) => {
  const t = textsOf('ar_ae');
  await page.goto('/ar_ae/account/recovery/');
  await page.getByRole('button', { name: t['recovery.submit'] }).click();
  await expect(page.getByLabel(t['user.email.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.goto('/ar_ae/account/reset-password/');
  await page.getByRole('button', { name: t['reset.submit'] }).click();
  await expect(page.getByLabel(t['otp.code.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // The step-by-step pages, on a site that uses them in every locale.
  await page.goto('/otp-bank/ar_ae/account/recovery/');
  await page.getByLabel(t['user.email.label']).fill(uniqueEmail('axe'));
  await page.getByRole('button', { name: t['recovery.continue'] }).click();
  await expect(page.getByRole('radio', { name: t['recovery.preference.email'] })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t['recovery.submit'] }).click();
  await page.getByRole('button', { name: t['recovery.continue'] }).click();
  await expect(page.getByLabel(t['otp.code.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
