// Single sign-on through the simulator, which stands in for the bank's identity provider in local runs
// (SPEC 2 redirect-sso and sso-simulator, SPEC 5 SSO parameters, SPEC 6 SSO and DUAL_AUTH).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/accounts';

test('an SSO-only site sends sign-in to the bank; the simulator explains a missing address with no accessibility violations, signs the user in and lands on the page asked for', async ({
  page,
}) => {
  await page.goto('/sso-bank/en_us/account/edit-pan/');
  // Signed out: to sign-in with the return URL, which the SSO guard passes to redirect-sso, then the bank.
  // Three page loads in a row (edit-pan, sign-in, redirect-sso) before the bank's page: allow for a busy machine.
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/sso-simulator\/\?sso_request=[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(page.getByText('Test environment: this page stands in for your bank’s sign-in page.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page.getByLabel('E-mail address of the person signing in')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address of the person signing in').fill('sso@example.com');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/edit-pan\/$/);
  await expect(page.getByRole('heading', { name: 'Manage your cards', level: 1 })).toBeVisible();
});

test('a dual sign-in site offers the bank beside the password form, and a new address gets an account', async ({ page }) => {
  await page.goto('/demo-bank/en_us/account/login-form/');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with your bank' }).click();
  await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/sso-simulator\/\?sso_request=/);
  await page.getByLabel('E-mail address of the person signing in').fill(uniqueEmail('sso.new'));
  await page.getByLabel('First name').fill('Sol');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/profile\/$/);
});

test('a cardholder who signs in at the bank is offered no password change or two-step verification, and is sent back from them', async ({ page }) => {
  await page.goto('/demo-bank/en_us/account/login-form/');
  await page.getByRole('link', { name: 'Sign in with your bank' }).click();
  await page.getByLabel('E-mail address of the person signing in').fill(uniqueEmail('sso.nopassword'));
  await page.getByLabel('First name').fill('Sol');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/profile\/$/);

  const links = page.getByRole('navigation', { name: 'Manage your account' });
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Manage cards' })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  await expect(links.getByRole('link', { name: 'Two-step verification' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Add a sign-in address' })).toHaveCount(0);
  for (const route of ['password', 'mfa-setup']) {
    await page.goto(`/demo-bank/en_us/account/${route}/`);
    await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/profile\/$/);
  }
});

test('the current flow starts at user-auth/oidc/authorize, then passes the SSO parameters a visit brings to the SSO authorize endpoint (newAuthSso on)', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sso/authorize' && request.method() === 'POST');
  await page.goto('/sso-bank/en_us/account/redirect-sso/?client_id=bank-app&response_type=code&scope=openid&state=st-1&nonce=no-1');
  const body = new URLSearchParams((await authorize).postData() ?? '');
  expect(calls.filter((call) => /oidc\/authorize|sso\/authorize/.test(call))).toEqual(['GET /api/user-auth/oidc/authorize', 'POST /api/sso/authorize']);
  expect(Object.fromEntries(body)).toMatchObject({
    siteId: 'localhost_sso-bank',
    client_id: 'bank-app',
    response_type: 'code',
    scope: 'openid',
    state: 'st-1',
    nonce: 'no-1',
  });
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
});

test("without SSO parameters, or with a return URL that fails SPEC 5's check, the portal signs on with the gateway's relying-party parameters", async ({
  page,
}) => {
  const partner = 'client_id=bank-app&response_type=code&scope=openid&state=st-1&nonce=no-1';
  // The gateway's answer as the page received it, read on its way (the page may leave for the bank before a response
  // listener could read the body); passed on unchanged.
  let given: Record<string, string> = {};
  await page.route(
    (url) => url.pathname === '/api/user-auth/oidc/authorize',
    async (route) => {
      const response = await route.fetch();
      given = (await response.json()) as Record<string, string>;
      await route.fulfill({ response });
    },
  );
  for (const query of [
    '',
    `?${partner}&returnurl=${encodeURIComponent('https://evil.example/')}`,
    `?${partner}&last_visited_path=${encodeURIComponent('/demo-bank/en_us/account/profile/')}`,
  ]) {
    given = {};
    const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sso/authorize' && request.method() === 'POST');
    await page.goto(`/sso-bank/en_us/account/redirect-sso/${query}`);
    const sent = Object.fromEntries(new URLSearchParams((await authorize).postData() ?? ''));
    expect(sent).toMatchObject({ siteId: 'localhost_sso-bank', client_id: 'localhost_sso-bank', state: given['state'], nonce: given['nonce'] });
    expect(sent['state']).not.toBe('st-1');
    await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  }
});

test("signing out of an SSO site ends the bank's session too, through the host's logout endpoint, and the simulator shows it ended", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('sso.host');
  await page.goto('/sso-bank/en_us/account/profile/');
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'No one is signed in at the bank.' })).toBeVisible();
  await page.getByLabel('E-mail address of the person signing in').fill(email);
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/profile\/$/);

  // The portal's session gone but not the bank's: the bank signs the same person in again without typing.
  await page.goto('about:blank');
  for (const name of ['SESSION', 'portal_refresh', 'gmap_authenticated', 'gmap_refreshable', 'gmap_user_type']) await page.context().clearCookies({ name });
  await page.goto('/sso-bank/en_us/account/edit-pan/');
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  // The address is set apart by Unicode isolates (FSI, PDI), so right-to-left sentences keep their punctuation.
  await expect(page.getByRole('status').filter({ hasText: `Signed in at the bank as \u2068${email}\u2069.` })).toBeVisible();
  await page.getByRole('button', { name: `Continue as \u2068${email}\u2069` }).click();
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/edit-pan\/$/);

  // Signing out goes through the host's logout, then sign-in, which sends an SSO site to the bank: nobody is signed in there.
  const hostLogout = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sso/logout');
  await page.goto('/sso-bank/en_us/account/logout/');
  const logoutUrl = new URL((await hostLogout).url());
  expect(Object.fromEntries(logoutUrl.searchParams)).toEqual({
    client_id: 'localhost_sso-bank',
    post_logout_redirect_uri: new URL('/sso-bank/en_us/account/login-form/', baseURL).href,
  });
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'No one is signed in at the bank.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0);
});

test('signing out of a password-only site does not go through the host', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await page.goto('/en_us/account/logout/');
  await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
  expect(requests).not.toContain('/api/sso/logout');
});

test('a site whose bank speaks SAML 2.0: the simulator gets an AuthnRequest and answers with a SAML Response that signs the person in', async ({ page }) => {
  await page.goto('/saml-bank/en_us/account/edit-pan/');
  await expect(page).toHaveURL(/\/saml-bank\/en_us\/account\/sso-simulator\/\?SAMLRequest=[^&]+&RelayState=[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(page.getByText('This request came over SAML 2.0, and the answer goes back the same way.')).toBeVisible();
  await expectNoAxeViolations(page);
  const email = uniqueEmail('saml');
  await page.getByLabel('E-mail address of the person signing in').fill(email);
  await page.getByLabel('Last name').fill('O’Saml & Co');
  const assertion = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sso/saml/assertion');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  const form = new URLSearchParams((await assertion).postData() ?? '');
  const xml = new TextDecoder().decode(Uint8Array.from(atob(form.get('SAMLResponse') ?? ''), (character) => character.charCodeAt(0)));
  expect(xml).toMatch(/^<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2\.0:protocol"/);
  expect(xml).toContain(`>${email}</saml:NameID>`);
  expect(xml).toContain('O’Saml &amp; Co');
  await expect(page).toHaveURL(/\/saml-bank\/en_us\/account\/edit-pan\/$/);
  await expect(page.getByRole('heading', { name: 'Manage your cards', level: 1 })).toBeVisible();
});

test('a used sign-on request is refused by the simulator', async ({ page }) => {
  await page.goto('/sso-bank/en_us/account/login-form/');
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  const used = page.url();
  await page.getByLabel('E-mail address of the person signing in').fill('sso@example.com');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page).toHaveURL(/\/sso-bank\/en_us\/account\/profile\/$/);
  // Leave the profile first: its calls, refused once the cookies are gone, would sign it out in the middle of the visit.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(used);
  await page.getByLabel('E-mail address of the person signing in').fill('sso@example.com');
  await page.getByRole('button', { name: 'Sign in at the bank' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('This sign-on request has expired or was already used. Please start again.');
});

test('the ar_ae (right-to-left) simulator, with its error shown, has no accessibility violations', async ({ page }) => {
  await page.goto('/sso-bank/ar_ae/account/login-form/');
  await expect(page).toHaveURL(/\/sso-simulator\/\?sso_request=/, { timeout: 30_000 });
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
