// The mobile app webview (SPEC 1 native bridge, SPEC 2 isMobile): a session opened with isMobile=true reports login,
// editProfile, deleteProfile and logout to the app's bridge, iOS (webkit message handler) or Android (JS interface).
import { expect, test, type Page } from '@playwright/test';
import { accounts, demoPassword, signIn } from './support/account';

/** Installs the app's bridge in every page of the session and collects what the portal posts to it. */
async function installBridge(page: Page, platform: 'ios' | 'android'): Promise<unknown[]> {
  const messages: unknown[] = [];
  await page.exposeFunction('recordBridgeMessage', (message: unknown) => {
    messages.push(message);
  });
  await page.addInitScript((kind) => {
    const record = (message: unknown) => (window as unknown as { recordBridgeMessage: (message: unknown) => void }).recordBridgeMessage(message);
    if (kind === 'ios') Object.assign(window, { webkit: { messageHandlers: { portalBridge: { postMessage: record } } } });
    else Object.assign(window, { PortalBridge: { postMessage: record } });
  }, platform);
  return messages;
}

async function signInWithForm(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
}

test('an iOS app session reports login, editProfile and logout', async ({ page }) => {
  const messages = await installBridge(page, 'ios');
  await signInWithForm(page, accounts.app, '/en_us/account/login-form/?isMobile=true');
  await expect.poll(() => messages).toEqual([{ feature: 'login' }]);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('Last name').fill('Appleby');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
  await expect.poll(() => messages).toEqual([{ feature: 'login' }, { feature: 'editProfile' }]);

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  await expect.poll(() => messages).toEqual([{ feature: 'login' }, { feature: 'editProfile' }, { feature: 'logout' }]);
});

test('an Android app session reports deleteProfile, then logout, as JSON', async ({ page }) => {
  const messages = await installBridge(page, 'android');
  await signIn(page, accounts.deleteInApp);
  await page.goto('/en_us/account/delete-profile/?isMobile=true');
  await page.getByRole('checkbox', { name: /deleted for good/ }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?isMobile=true$/);
  await expect.poll(() => messages).toEqual(['{"feature":"deleteProfile"}', '{"feature":"logout"}']);
});

test('a browser session reports nothing, even where a bridge exists', async ({ page }) => {
  const messages = await installBridge(page, 'ios');
  await signInWithForm(page, accounts.demo, '/en_us/account/login-form/');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  expect(messages).toEqual([]);
});
