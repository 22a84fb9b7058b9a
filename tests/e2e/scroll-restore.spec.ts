// SPEC 2: Back and reload put the page back where the user left it, once its screen has its content again
// (the pre-rendered shell shows placeholders while its calls answer, where the browser's own restoration lands short).
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, signInAs } from './support/accounts';

const ready = (page: Page) => page.locator('.screen[data-ready="true"]').waitFor();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.use({ viewport: { width: 390, height: 420 } });

test('Back returns to the scroll position the page was left at, and a reload keeps it', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'scroll' }));
  await page.goto('/en_us/account/profile/');
  await ready(page);
  await expect(page.getByRole('link', { name: 'Delete account' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(200);

  // Followed where the page was left: a pointer click would first scroll the link into view.
  await page.getByRole('link', { name: 'Edit profile' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/edit-profile\/$/);
  await ready(page);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/$/);
  await ready(page);
  await expect.poll(() => scrollY(page)).toBe(left);

  await page.evaluate(() => window.scrollTo(0, 120));
  await page.reload();
  await ready(page);
  await expect.poll(() => scrollY(page)).toBe(120);

  // A fresh visit by a link starts at the top.
  await page.goto('/en_us/account/profile/');
  await ready(page);
  expect(await scrollY(page)).toBe(0);
});

test('the pages register no unload handler, which would keep them out of the back/forward cache', async ({ page }) => {
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    (window as unknown as { unloadHandlers: number }).unloadHandlers = 0;
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'unload' || type === 'beforeunload') (window as unknown as { unloadHandlers: number }).unloadHandlers += 1;
      return (add as (...args: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
  });
  for (const path of ['/en_us/account/login-form/', '/en_us/account/registration/', '/en_us/account/recovery/']) {
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { unloadHandlers: number }).unloadHandlers)).toBe(0);
    const response = await page.request.get(path);
    expect(response.headers()['cache-control']).not.toContain('no-store');
  }
});
