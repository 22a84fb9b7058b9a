// Passkeys (issue 17, part 1) with Chromium's virtual authenticator (CDP WebAuthn domain): added on the security page,
// used to sign in, removed; and the bank's app (isMobile), where the sign-in keeps to the password and passcode.
// On /otp-bank/, whose site offers passkeys (site_auth_profile.passkeys). WebAuthn takes a domain as relying party,
// never an IP address, so on the local stack these pages are opened on localhost, the same stack as the suite's 127.0.0.1.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, type Cardholder } from './support/accounts';
import { outboxFor } from './support/outbox';

const path = '/otp-bank/en_us/account';
const newPhone = () => `+1 555 ${String(Date.now() % 10000).padStart(4, '0')}${Math.floor(Math.random() * 10)}`;

/** The stack's origin with a domain name: 127.0.0.1 (the local preview-mode stack) becomes localhost; a preview's host stays. */
function localhostOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost:8787');
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/** A platform authenticator that verifies the user and keeps discoverable credentials, as a phone or laptop does. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInWithPasscode(page: Page, origin: string, user: Cardholder, phone: string): Promise<void> {
  await page.goto(`${origin}${path}/login-form/`);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login-otp-preference\/$/);
  await page
    .getByRole('radiogroup', { name: 'Send my passcode to' })
    .getByText(/^Text message:/)
    .click();
  const before = (await outboxFor(page.request, phone)).length;
  await page.getByRole('button', { name: 'Send passcode' }).click();
  await expect(page).toHaveURL(/\/login-otp\/$/);
  await expect.poll(async () => (await outboxFor(page.request, phone)).length).toBeGreaterThan(before);
  const [newest] = await outboxFor(page.request, phone);
  await page.getByLabel('Passcode', { exact: true }).fill(newest?.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/profile/$`));
}

async function signOut(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${path}/logout/`);
  await expect(page).toHaveURL(new RegExp(`${path}/login-form/$`));
}

test('a passkey is added on the security page, signs in without password or passcode, and once removed signs in no more', async ({ page, baseURL }) => {
  const origin = localhostOrigin(baseURL);
  await addVirtualAuthenticator(page);
  const phone = newPhone();
  const user = await createCardholder(page.request, { name: 'passkey', siteId: 'localhost_otp-bank', cards: [], phone });
  await signInWithPasscode(page, origin, user, phone);

  await page.goto(`${origin}${path}/security/`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(section.getByLabel('Name of the passkey')).toHaveAccessibleDescription(/Please fill in this field\./);
  await section.getByLabel('Name of the passkey').fill('Work laptop');
  await section.getByRole('button', { name: 'Create passkey' }).click();
  await expect(section.getByText('Your passkey was added. You can now sign in with it.')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(item).toContainText('Not used yet');
  await expectNoAxeViolations(page);

  // Signed out: "Use a passkey" goes straight in, with no password and no passcode.
  await signOut(page, origin);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/profile/$`));
  await page.goto(`${origin}${path}/security/`);
  await expect(item).toContainText(/Last used .*2\d{3}/);

  await section.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  await expect(section.getByText('The passkey was removed. You can also delete it from your device.')).toBeVisible();
  await expect(section.getByText('You have no passkey yet.')).toBeVisible();
  // The device still holds it, but the site no longer knows it: the sign-in says so and the password still works.
  await signOut(page, origin);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Signing in with a passkey did not work. Try again, or sign in with your password.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}/login-form/$`));
});

test('in the bank’s app (isMobile) the sign-in offers no passkey and keeps the password and passcode path, without an error', async ({ page, baseURL }) => {
  const origin = localhostOrigin(baseURL);
  await addVirtualAuthenticator(page);
  await page.goto(`${origin}${path}/login-form/`);
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'username webauthn');

  await page.goto(`${origin}${path}/login-form/?isMobile=true`);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeHidden();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  const phone = newPhone();
  const user = await createCardholder(page.request, { name: 'passkey.app', siteId: 'localhost_otp-bank', cards: [], phone });
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login-otp-preference\/$/);
});

test('a site without passkeys offers none', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeHidden();
});
