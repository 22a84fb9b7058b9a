// The session backbone in a real browser: sign-in through the token API, guards, return URLs, logout across tabs, faults (SPEC 2, 4, 8).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCardholder } from './support/accounts';

const demo = { username: 'demo@example.com', password: 'Demo-Passw0rd!' };

async function signIn(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: demo.username, password: demo.password, siteId: 'localhost', locale: 'en_us' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Answers the profile lookup with the given status, correlation id and body (a fault injected at the network boundary). */
async function answerProfileLookup(page: Page, status: number, correlationId: string, body = '{"error":"INTERNAL_ERROR"}'): Promise<void> {
  await page.route('**/user-mgmt/user/find', (route) => route.fulfill({ status, contentType: 'application/json', headers: { 'X-CID': correlationId }, body }));
}

async function expectProfile(page: Page): Promise<void> {
  await expect(page.getByText(demo.username)).toBeVisible();
}

test('the demo user signs in through the token API and reaches the profile', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/en_us/account/profile/');
  await expectProfile(page);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('a signed-out visit to the profile lands on the sign-in page carrying returnurl', async ({ page, baseURL }) => {
  await page.goto('/pt_br/account/profile/?tab=cards');
  await expect(page).toHaveURL(`${baseURL}/pt_br/account/login-form/?returnurl=${encodeURIComponent('/pt_br/account/profile/?tab=cards')}`);
});

test('a signed-in visit to the sign-in page goes to the profile', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/en_us/account/login-form/');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

for (const forged of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
  test(`a forged returnurl ${forged} never leaves the site`, async ({ page, baseURL }) => {
    await signIn(page.request);
    await page.goto(`/en_us/account/login-form/?returnurl=${encodeURIComponent(forged)}`);
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(await page.evaluate(() => sessionStorage.getItem('return_url'))).toBeNull();
  });
}

for (const strand of ['/api/user-auth/tokens/revoke', '/..;/x', '/en_us/account/logout/', '/de_de/account/edit-pan/']) {
  test(`a return URL that is no signed-in screen of this locale (${strand}) ends on the profile after signing in`, async ({ page }) => {
    const cardholder = await createCardholder(page.request, { name: 'return.strand' });
    await page.goto(`/en_us/account/login-form/?returnurl=${encodeURIComponent(strand)}`);
    await page.getByLabel('E-mail address').fill(cardholder.email);
    await page.getByLabel('Password').fill(cardholder.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
    await expect(page.locator('.screen[data-ready="true"]')).toBeAttached();
  });
}

test('a 401 mid-session signs out to the sign-in page with the query kept', async ({ page }) => {
  await signIn(page.request);
  await answerProfileLookup(page, 401, 'cid-401', '{"error":"UNAUTHORIZED"}');
  await page.goto('/en_us/account/profile/?campaign=spring');
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?campaign=spring$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('gmap_authenticated=true');
});

test('signing out from the profile ends on the sign-in page, which says so', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/en_us/account/profile/');
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  // The note belongs to that moment: the next page does not repeat it.
  await page.reload();
  await expect(page.getByText('You are signed out.')).toHaveCount(0);
});

test('logout in one tab signs out another', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first.request);
  await first.goto('/en_us/account/profile/');
  await expectProfile(first);
  const second = await context.newPage();
  await second.goto('/en_us/account/profile/');
  await expectProfile(second);

  await first.goto('/en_us/account/logout/');
  await expect(first).toHaveURL(/\/en_us\/account\/login-form\/$/);
  await expect(second).toHaveURL(/\/en_us\/account\/login-form\/$/);
});

test.describe('faults show the generic alert with the reference id', () => {
  for (const status of [500, 502, 524]) {
    test(`status ${status}`, async ({ page }) => {
      await signIn(page.request);
      await answerProfileLookup(page, status, `cid-${status}`);
      await page.goto('/en_us/account/profile/');
      await expect(page.getByRole('alert')).toContainText(`An unexpected error occurred. Reference: cid-${status}`);
      // SPEC 8: the alert's icon, an error mark drawn beside the message in the alert's colour.
      const alert = page.getByRole('alert').locator('.alert');
      await expect(alert).toHaveAttribute('data-icon', 'error');
      // Read until the alert has settled: the screen may draw it anew as its calls finish.
      await expect
        .poll(() =>
          alert.evaluate((element) => {
            const style = getComputedStyle(element, '::before');
            return { mask: style.maskImage, width: style.inlineSize, color: style.backgroundColor === getComputedStyle(element).color };
          }),
        )
        .toEqual({ mask: expect.stringContaining('data:image/svg+xml'), width: '20px', color: true });
    });
  }

  test('status 0 (the network failed): the alert names no reference, as there is none', async ({ page }) => {
    await signIn(page.request);
    await page.route('**/user-mgmt/user/find', (route) => route.abort('failed'));
    await page.goto('/en_us/account/profile/');
    await expect(page.getByRole('alert')).toContainText('An unexpected error occurred.');
    await expect(page.getByRole('alert')).not.toContainText('Reference');
  });

  test('an answer of the wrong shape', async ({ page }) => {
    await signIn(page.request);
    await answerProfileLookup(page, 200, 'cid-shape', '{"unexpected":true}');
    await page.goto('/en_us/account/profile/');
    await expect(page.getByRole('alert')).toContainText('An unexpected error occurred. Reference: cid-shape');
  });

  test('the alert closes with its close button', async ({ page }) => {
    await signIn(page.request);
    await answerProfileLookup(page, 500, 'cid-close');
    await page.goto('/en_us/account/profile/');
    await page.getByRole('button', { name: 'Close alert' }).click();
    await expect(page.getByRole('alert')).toBeEmpty();
  });
});
