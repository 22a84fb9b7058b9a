// Every screen is in the pre-rendered page (issue "Instant screens"): with JavaScript off a visitor sees the real form or
// the signed-in screen's frame; with it on, the form takes typing before any call has answered, the page takes over the
// pre-rendered screen without a hydration error, and the pre-auth token is asked for once per tab.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

type Dictionary = Readonly<Record<string, string>>;
const dictionary = (language: string): Dictionary =>
  JSON.parse(readFileSync(new URL(`../../src/content/texts/${language}.json`, import.meta.url), 'utf8')) as Dictionary;
const english = dictionary('en');
/** The built-in texts of a locale: its language's words where there are some, English for the rest. */
const textsOf = (locale: string): Dictionary => ({ ...english, ...dictionary(locale.slice(0, 2)) });

const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

const loggedOutScreens = [
  { route: 'login-form', fields: ['login.email.label', 'login.password.label'], submit: 'login.submit' },
  { route: 'registration', fields: ['user.first_name.label', 'user.last_name.label', 'user.email.label'], submit: undefined },
  { route: 'add-pan', fields: ['card.number.label'], submit: 'card.add' },
  { route: 'recovery', fields: ['user.email.label'], submit: 'recovery.submit' },
  { route: 'resend-activation', fields: ['user.email.label'], submit: 'resendActivation.submit' },
  { route: 'login-otp', fields: ['otp.code.label'], submit: 'otp.submit' },
  // Its choices come with the held challenge: the pre-rendered form holds their place.
  { route: 'login-otp-preference', fields: [], submit: 'otp.preference.submit' },
  { route: 'passcode-preference', fields: ['recovery.preference.email', 'recovery.preference.sms'], submit: 'recovery.submit' },
  { route: 'passcode', fields: ['otp.code.label'], submit: 'recovery.continue' },
  { route: 'reset-password', fields: ['password.new.label', 'password.confirm.label'], submit: 'reset.submit' },
  { route: 'sso-simulator', fields: ['sso.simulator.email', 'sso.simulator.firstName', 'sso.simulator.lastName'], submit: 'sso.simulator.submit' },
] as const;

const signedInFrames = [
  { route: 'profile', section: 'profile.details' },
  { route: 'cashback-statement', section: 'cashback.cards' },
  { route: 'edit-pan', section: undefined },
  { route: 'edit-profile', section: undefined },
  { route: 'password', section: undefined },
  { route: 'site-settings', section: undefined },
  { route: 'mfa-setup', section: undefined },
  { route: 'delete-profile', section: undefined },
  { route: 'compromised-credentials', section: undefined },
  { route: 'otp-check-preference', section: undefined },
  { route: 'otp-check-passcode', section: undefined },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en_us', 'de_de', 'ar_ae']) {
    const texts = textsOf(locale);
    for (const screen of loggedOutScreens) {
      test(`${locale} ${screen.route} shows its labelled form and the notice that the page needs JavaScript`, async ({ page }) => {
        const response = await page.goto(`/${locale}/account/${screen.route}/`);
        const main = page.getByRole('main');
        for (const key of screen.fields) await expect(main.getByLabel(texts[key] ?? key, { exact: true })).toBeVisible();
        // A screen may hold more than one form (the card step: the card's, and the one that creates the account).
        const submits = main.locator('form button[type="submit"]');
        const submit = screen.submit ? submits.filter({ hasText: texts[screen.submit] ?? screen.submit }) : submits.first();
        await expect(submit).toBeVisible();
        if (screen.submit) await expect(submit).toHaveText(texts[screen.submit] ?? screen.submit);
        // The browser's parser still treats the page as scripted when tests turn scripts off: the notice is in the page.
        expect(await response?.text()).toContain(`<noscript><p class="noscript">${texts['shell.noscript']}</p></noscript>`);
      });
    }
  }

  for (const screen of signedInFrames) {
    test(`en_us ${screen.route} shows its frame: its heading, its sections and placeholders where its data will come`, async ({ page, context, baseURL }) => {
      // The sign-in flag, so the edge serves the screen (without it, the edge sends the visitor to sign in).
      await context.addCookies([{ name: 'gmap_authenticated', value: 'true', url: baseURL ?? '' }]);
      const response = await page.goto(`/en_us/account/${screen.route}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (screen.section) await expect(page.getByRole('heading', { level: 2, name: english[screen.section] ?? screen.section })).toBeVisible();
      await expect(page.locator('.screen[aria-busy="true"] .placeholder').first()).toBeVisible();
      expect(await response?.text()).toContain(`<noscript><p class="noscript">${english['shell.noscript']}</p></noscript>`);
    });
  }
});

/** Every console error and uncaught page error of a page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the sign-in form takes typing before any call has answered, and signs in once the calls are let through', async ({ page }) => {
  let holding = true;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/**', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Password')).toHaveValue(demo.password);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('what is typed into the pre-rendered form before the page takes it over is kept and sent', async ({ page }) => {
  // The island's scripts are held until the fields are filled: the visitor types into the pre-rendered page.
  let holding = true;
  const scripts: (() => Promise<void>)[] = [];
  await page.route('**/_astro/**', (route) => (holding ? scripts.push(() => route.continue()) : route.continue()));
  await page.goto('/en_us/account/login-form/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByLabel('Password').press('Enter');
  holding = false;
  await Promise.all(scripts.map((release) => release()));
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('a tab asks for the pre-auth token once, however many pages and calls need it', async ({ page }) => {
  const preAuthCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('preauth=true')) preAuthCalls.push(request.url());
  });
  await page.goto('/en_us/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await page.goto('/en_us/account/registration/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await page.goto('/en_us/account/recovery/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  expect(preAuthCalls.length).toBeLessThanOrEqual(1);
});

/** React's hydration errors, as development builds word them and as production builds number them (418 to 425). */
const hydrationError = /hydrat|did not match|server rendered|react\.dev\/errors\/4(18|19|21|22|23|25)\b|Minified React error #4(18|19|21|22|23|25)\b/i;

test.describe('hydration', () => {
  // Every screen a visitor can open signed out (those that need a session end on sign-in, which hydrates too).
  const screens = [
    'login-form',
    'login-otp',
    'login-otp-preference',
    'registration',
    'add-pan',
    'activate',
    'resend-activation',
    'recovery',
    'reset-password',
    'passcode',
    'passcode-preference',
    'redirect-sso',
    'sso-simulator',
    'profile',
    'edit-pan',
  ];
  test('every signed-out screen takes over its pre-rendered page without a hydration error', async ({ page }) => {
    const errors = collectErrors(page);
    for (const route of screens) {
      await page.goto(`/en_us/account/${route}/`);
      await page.waitForLoadState('networkidle');
    }
    expect(errors.filter((error) => hydrationError.test(error))).toEqual([]);
  });

  test('signed in, every account screen takes over its frame without a hydration error', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/en_us/account/login-form/');
    await page.getByLabel('E-mail address').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile\/$/);
    const signedIn = [
      'profile',
      'edit-profile',
      'edit-pan',
      'cashback-statement',
      'site-settings',
      'password',
      'mfa-setup',
      'delete-profile',
      'otp-check-preference',
    ];
    for (const route of signedIn) {
      await page.goto(`/en_us/account/${route}/`);
      await page.waitForLoadState('networkidle');
    }
    expect(errors.filter((error) => hydrationError.test(error))).toEqual([]);
  });
});
