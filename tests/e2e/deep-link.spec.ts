// Back to the bank's app (SPEC 4 "Deep link"): an app opens the portal with returnurl=demobank://..., the cardholder
// signs in, and a phone is handed back to the app; Android falls back to the store after 250 ms. The demo-bank site
// connects the app `demobank` (gateway/seed/demo.sql). A browser cannot open a real app: the test watches the
// navigation Chromium is asked for (DevTools Page.frameRequestedNavigation), and the store answers at the network boundary.
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const store = 'https://play.google.com/store/apps/details?id=com.example.demobank';

/** Every navigation the page asks for, app schemes included (they never become a request Playwright sees). */
async function requestedNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  session.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  return urls;
}

/** Opens sign-in with this return URL and signs a new cardholder in at the (simulated) bank. */
async function signInFromTheApp(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/demo-bank/en_us/account/login-form/?returnurl=${encodeURIComponent(returnUrl)}`);
  await page.getByRole('link', { name: 'Sign in with your bank' }).click();
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await page.getByLabel('E-mail address of the person signing in').fill(uniqueEmail('app'));
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
}

test.describe('on an iPhone', () => {
  test.use({ userAgent: iPhone });

  test('signing in from the app hands the cardholder back to the app, once', async ({ page }) => {
    const navigations = await requestedNavigations(page);
    await signInFromTheApp(page, 'demobank://cards?from=portal');
    await expect.poll(() => navigations).toContain('demobank://cards?from=portal');
    // The portal stays where it was (the app has the screen now); a later visit is not sent to the app again.
    await page.goto('/demo-bank/en_us/account/edit-pan/');
    await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
    // The demo bank's CMS names the card screen (gateway/seed/demo.sql).
    await expect(page.getByRole('heading', { name: 'My Harbour Bank cards', level: 1 })).toBeVisible();
    expect(navigations.filter((url) => url.startsWith('demobank:'))).toHaveLength(1);
  });

  for (const [name, returnUrl] of [
    ['another app', 'otherbank://cards'],
    ['a scheme that only contains the app', 'evildemobank://cards'],
    ['a script scheme', 'javascript://%0aalert(document.domain)'],
  ] as const) {
    test(`opens nothing for ${name}: the cardholder lands on the profile`, async ({ page }) => {
      const navigations = await requestedNavigations(page);
      await signInFromTheApp(page, returnUrl);
      await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/profile\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(navigations.filter((url) => !url.startsWith('http'))).toEqual([]);
    });
  }
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: android });

  test('opens the app, and the store 250 ms later when no app took over', async ({ page }) => {
    await page.route('https://play.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Store</title><h1>Demo Bank app</h1>' }),
    );
    const navigations = await requestedNavigations(page);
    await signInFromTheApp(page, 'demobank://cards');
    await expect(page).toHaveURL(store);
    expect(navigations.slice(-2)).toEqual(['demobank://cards', store]);
  });
});

test('a desktop browser ignores an app return URL and shows the profile', async ({ page }) => {
  const navigations = await requestedNavigations(page);
  await signInFromTheApp(page, 'demobank://cards');
  await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/profile\/$/);
  expect(navigations.filter((url) => url.startsWith('demobank:'))).toEqual([]);
});
