// Login CSRF and forced sign-out: a page on another origin (served here by the browser's own router, at a host no
// server answers) makes the victim's browser post a form to the portal's gateway. The gateway refuses both.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder } from './support/accounts';

const attackerOrigin = 'http://attacker.test';

/** Serves an attacker page whose form posts itself to `action` with `fields`, and opens it. */
async function visitAttackerPage(page: Page, action: string, fields: Record<string, string>): Promise<void> {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(`${attackerOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answered = page.waitForResponse((response) => response.url().startsWith(action.split('?')[0] ?? action));
  await page.goto(`${attackerOrigin}/prize`);
  const response = await answered;
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: 'CROSS_SITE_REQUEST' });
}

test("another site's form cannot sign the victim in to the attacker's account", async ({ page, baseURL }) => {
  const attacker = await createCardholder(page.request, { name: 'csrf.attacker' });
  await visitAttackerPage(page, `${baseURL}/api/user-auth/oauth/token`, {
    grant_type: 'password',
    username: attacker.email,
    password: attacker.password,
    siteId: 'localhost',
    locale: 'en_us',
  });
  await page.goto('/en_us/account/profile/');
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('gmap_authenticated');
});

test("another site's form cannot sign the victim out", async ({ page, baseURL }) => {
  const victim = await createCardholder(page.request, { name: 'csrf.victim' });
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(victim.email);
  await page.getByLabel('Password').fill(victim.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await visitAttackerPage(page, `${baseURL}/api/user-auth/tokens/revoke`, {});
  await page.goto('/en_us/account/profile/');
  await expect(page.getByText(victim.email)).toBeVisible();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});
