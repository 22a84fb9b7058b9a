// The flags stack (built and run with FLAG_HCAPTCHA=false, FLAG_CONCIERGE=false, FLAG_NEW_AUTH_SSO=false,
// FLAG_SITE_CONFIG=true and SITE_CONFIG_URL on a bank's config host): the same features with the flags of the main stack flipped. The main stack
// proves each one the other way (tests/e2e/captcha.spec.ts, account-concierge.spec.ts, single-sign-on.spec.ts,
// edge.spec.ts).
// The bank's config host cannot run here: its answers are served in the browser (faked at the network boundary).
import { expect, test, type Page } from '@playwright/test';
import { createCardholder } from '../support/accounts';

const configHost = 'https://config.portal.test/sites/';

// A page may still be asking the config host when its test ends (the profile after a sign-in): that answer is no
// longer wanted.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Answers the configured site-config URL with the gateway's config of that site, changed by `change`; records the ids asked. */
async function serveConfigHost(page: Page, change: (config: Record<string, unknown>) => Record<string, unknown> = (config) => config): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${configHost}**`, async (route) => {
    const siteId = decodeURIComponent(
      new URL(route.request().url()).pathname
        .split('/')
        .pop()
        ?.replace(/\.json$/, '') ?? '',
    );
    asked.push(siteId);
    const answer = await page.request.get(`/gateway/api/site-config-service/config/site/${encodeURIComponent(siteId)}`);
    await route.fulfill({ json: change((await answer.json()) as Record<string, unknown>), headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return asked;
}

test('siteConfig on: the page asks the configured URL for its site, not the site-config service, and uses that config (config host faked)', async ({
  page,
}) => {
  const serviceCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('site-config-service')) serviceCalls.push(request.url());
  });
  const asked = await serveConfigHost(page, (config) => ({
    ...config,
    siteFeatureConfigurations: [{ name: 'site_auth_profile', featureConfig: { auth_mechanism: 'DUAL_AUTH' } }],
  }));
  await page.goto('/en_us/account/login-form/');
  await page.locator('.screen[data-ready="true"]').waitFor();
  expect(asked).toEqual(['localhost']);
  expect(serviceCalls).toEqual([]);
  // Only the configured answer makes the demo site a dual sign-in site: the bank's button shows beside the password.
  await expect(page.getByRole('link', { name: 'Sign in with your bank' })).toBeVisible();
});

test('hcaptcha off: a site whose config has a captcha key shows no widget, sends no token, and the gateway signs in without one', async ({ page }) => {
  let widgetScriptAsked = false;
  await page.route('https://js.hcaptcha.com/**', (route) => {
    widgetScriptAsked = true;
    return route.abort();
  });
  await serveConfigHost(page);
  await page.goto('/captcha-bank/en_us/account/login-form/');
  await page.locator('.screen[data-ready="true"]').waitFor();
  expect(await page.locator('html').getAttribute('data-captcha')).toBeNull();
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).not.toContain('hcaptcha.com');

  await page.getByLabel('E-mail address', { exact: true }).fill('captcha@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  const grant = page.waitForRequest((request) => request.url().includes('/user-auth/oauth/token') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await grant).headers()['x-hcaptcha-token']).toBeUndefined();
  await expect(page).toHaveURL(/\/captcha-bank\/en_us\/account\/profile\/$/);
  expect(widgetScriptAsked).toBe(false);
  await expect(page.getByRole('group', { name: 'Security check' })).toHaveCount(0);
});

test('concierge off: a staff account is refused at sign-in with its own message and stays signed out; a cardholder signs in', async ({ page }) => {
  await serveConfigHost(page);
  await page.goto('/en_us/account/login-form/');
  await page.locator('.screen[data-ready="true"]').waitFor();
  await page.getByLabel('E-mail address', { exact: true }).fill('concierge@example.com');
  await page.getByLabel('Password').fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Staff accounts cannot sign in on this site.')).toBeVisible();
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'gmap_authenticated')?.value ?? 'false').not.toBe('true');
  // What was typed stays.
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('concierge@example.com');

  const cardholder = await createCardholder(page.request, { name: 'concierge.off' });
  await page.getByLabel('E-mail address', { exact: true }).fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test("concierge off: the staff look-up's calls are refused even with a token asked for directly", async ({ request }) => {
  const grant = await request.post('/api/user-auth/oauth/token', {
    form: { grant_type: 'password', username: 'concierge@example.com', password: 'Demo-Passw0rd!', siteId: 'localhost', locale: 'en_us' },
  });
  expect(grant.status()).toBe(403);
  expect(await grant.json()).toMatchObject({ error: 'CONCIERGE_DISABLED' });
});

test('newAuthSso off: sign-on starts with the legacy OIDC login (user-auth/login?init_login=true), and the bank signs the user in (config host faked)', async ({
  page,
}) => {
  await serveConfigHost(page);
  const legacy = page.waitForRequest((request) => request.url().includes('/api/user-auth/login?init_login=true') && request.method() === 'POST');
  const current: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sso/authorize') current.push(request.url());
  });
  await page.goto('/sso-bank/en_us/account/redirect-sso/?client_id=bank-app&response_type=code&scope=openid&state=st-2&nonce=no-2');
  expect(Object.fromEntries(new URLSearchParams((await legacy).postData() ?? ''))).toMatchObject({
    siteId: 'localhost_sso-bank',
    client_id: 'bank-app',
    state: 'st-2',
  });
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  await page.getByLabel('E-mail address of the person signing in').fill(`legacy.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/profile\/$/);
  expect(current).toEqual([]);
});
