// Each bank's brand on its demo site (issue 15 part 1): the theme its site config names, from KV or the gateway, is in
// the shell the edge serves, so the first paint (before any script) is in the bank's colours with its logo and name;
// forced colours and reduced motion are honoured, and every screen passes axe in every demo theme.
import { expect, test, type Page } from '@playwright/test';
import { demoPassword } from './support/account';
import { createCardholder, signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

const themes = [
  { name: 'classic', base: '', siteId: 'localhost', account: 'demo@example.com', brand: 'Demo Rewards', header: ['rgb(26, 31, 113)', 'rgb(255, 255, 255)'] },
  {
    name: 'harbour',
    base: '/demo-bank',
    siteId: 'localhost_demo-bank',
    account: 'harbour@example.com',
    brand: 'Harbour Bank',
    header: ['rgb(255, 255, 255)', 'rgb(0, 105, 92)'],
  },
  {
    name: 'onyx',
    base: '/onyx-bank',
    siteId: 'localhost_onyx-bank',
    account: 'onyx@example.com',
    brand: 'Onyx Private',
    header: ['rgb(28, 28, 30)', 'rgb(243, 227, 179)'],
  },
  {
    name: 'contrast',
    base: '/access-bank',
    siteId: 'localhost_access-bank',
    account: 'access@example.com',
    brand: 'Clear Rewards',
    header: ['rgb(255, 214, 10)', 'rgb(0, 0, 0)'],
  },
] as const;

const publicScreens = ['login-form', 'registration', 'recovery', 'resend-activation'];
const signedInScreens = [
  'profile',
  'edit-profile',
  'edit-pan',
  'cashback-statement',
  'site-settings',
  'password',
  'mfa-setup',
  'email-alias',
  'delete-profile',
];

async function header(page: Page) {
  return page.locator('.site-header').evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color];
  });
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of themes) {
    test(`the ${theme.name} theme colours the header and shows the bank's logo and name`, async ({ page }) => {
      const response = await page.goto(`${theme.base}/en_us/account/login-form/`);
      expect(await response?.text()).toContain(`<html data-theme="${theme.name}"`);
      expect(await header(page)).toEqual(theme.header);
      await expect(page.getByRole('banner').getByRole('img', { name: theme.brand })).toBeVisible();
      await expect(page).toHaveTitle(`${theme.brand} - Sign in`);
      const button = page.locator('form .button').first();
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(theme.name === 'harbour' ? theme.header[1] : theme.header[0]);
    });
  }

  test('a site whose config is in KV finds its theme there too, and the logo speaks the page language', async ({ page }) => {
    await page.goto('/kv-bank/ar_ae/account/login-form/');
    expect(await header(page)).toEqual(themes[3].header);
    await page.goto('/demo-bank/ar_ae/account/login-form/');
    await expect(page.getByRole('banner').getByRole('img', { name: 'بنك هاربور' })).toBeVisible();
    await expect(page).toHaveTitle('Harbour Bank - تسجيل الدخول');
  });

  test('a site without a theme of its own keeps the built-in look and words', async ({ page }) => {
    const response = await page.goto('/no-such-bank/en_us/account/login-form/');
    expect(await response?.text()).not.toContain('data-theme=');
    expect(await header(page)).toEqual(['rgb(26, 31, 113)', 'rgb(255, 255, 255)']);
    await expect(page).toHaveTitle('Card Benefits - Sign in');
  });
});

test('in forced colours the brand is its name in the system colours, and reduced motion slows the spinner', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await page.goto('/onyx-bank/en_us/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img')).toBeHidden();
  await expect(page.getByRole('banner').getByText('Onyx Private')).toBeVisible();
  expect(
    await page
      .locator('.spinner')
      .first()
      .evaluate((element) => getComputedStyle(element).animationDuration),
  ).toBe('3s');
  await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'no-preference' });
  await expect(page.getByRole('banner').getByRole('img', { name: 'Onyx Private' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Onyx Private')).toBeHidden();
});

for (const theme of themes) {
  test(`every screen passes axe in the ${theme.name} theme`, async ({ page }) => {
    test.slow();
    const visit = async (route: string) => {
      await page.goto(`${theme.base}/en_us/account/${route}/`);
      await expect(page.locator('.screen[data-ready="true"]'), route).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
      await expectNoAxeViolations(page);
    };
    for (const route of publicScreens) await visit(route);
    await signInAs(page.request, { email: theme.account, password: demoPassword }, theme.siteId);
    for (const route of signedInScreens) await visit(route);
  });
}

for (const theme of themes) {
  test(`the steps between screens pass axe in the ${theme.name} theme: activation, recovery, sign-out`, async ({ page }) => {
    test.slow();
    const check = async (path: RegExp) => {
      await expect(page).toHaveURL(path);
      await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
      await expectNoAxeViolations(page);
    };
    const account = `${theme.base}/en_us/account`;
    // An activation link that does not work explains itself and offers a new one.
    await page.goto(`${account}/activate/?token=no-longer-valid`);
    await check(/\/activate\//);
    await expect(page.getByRole('link', { name: 'Ask for a new activation e-mail' })).toBeVisible();
    // Recovery, on a cardholder of this site's own: each step the site's variant shows until the passcode is asked for.
    const cardholder = await createCardholder(page.request, {
      name: `axe-${theme.name}`,
      siteId: theme.siteId,
      ...(theme.siteId === 'localhost' ? {} : { cards: [] }),
    });
    await page.goto(`${account}/recovery/`);
    await page.getByLabel('E-mail address').fill(cardholder.email);
    // "Send passcode" where the passcode goes at once, "Continue" where the site asks for the channel first.
    await page.getByRole('button', { name: /^(Send passcode|Continue)$/ }).click();
    await expect(page).toHaveURL(/\/(passcode-preference|reset-password)\/$/);
    if (page.url().endsWith('/passcode-preference/')) {
      await check(/\/passcode-preference\/$/);
      await page.getByRole('button', { name: 'Send passcode' }).click();
      await check(/\/passcode\/$/);
    } else {
      await check(/\/reset-password\/$/);
    }
    // Signed in, then out through the account navigation: the screen that says so.
    await signInAs(page.request, cardholder, theme.siteId);
    await page.goto(`${account}/profile/`);
    await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('navigation', { name: 'Manage your account' }).getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await check(/\/login-form\/$/);
  });
}
