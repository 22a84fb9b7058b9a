// The edge's redirect rules, site config on the proxy-CDN path, gateway proxy and security headers, over HTTP.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { accounts, signIn } from './support/account';
import { createCardholder } from './support/accounts';

test.describe('redirect rules', () => {
  const cases = [
    { from: '/', to: '/en_us/account/login-form/' },
    { from: '/?returnurl=%2Fen_us%2Faccount%2Fprofile%2F', to: '/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fprofile%2F' },
    { from: '/pt_br/?campaign=spring', to: '/pt_br/account/login-form/?campaign=spring' },
    { from: '/pt_br/account/', to: '/pt_br/account/login-form/' },
    { from: '/en_us/account/no-such-screen/?keep=me&and=this', to: '/en_us/account/login-form/?keep=me&and=this' },
    { from: '/xx_yy/account/registration/', to: '/en_us/account/registration/' },
    { from: '/en_us/account/registration', to: '/en_us/account/registration/' },
    { from: '/demo-bank/en_us/account/nowhere/?a=1', to: '/demo-bank/en_us/account/login-form/?a=1' },
    { from: '//evil.example/', to: '/en_us/account/login-form/' },
    // SPEC 2's siteid: a site of this host is honoured (the same screen there, the parameter dropped); another host's is not.
    { from: '/en_us/account/registration/?siteid=localhost_demo-bank&a=1', to: '/demo-bank/en_us/account/registration/?a=1' },
    { from: '/demo-bank/pt_br/?siteid=localhost', to: '/pt_br/account/login-form/' },
    { from: '/en_us/account/login-form/?siteid=evil.example_demo-bank', to: '/en_us/account/login-form/?siteid=evil.example_demo-bank' },
  ];
  for (const { from, to } of cases) {
    test(`${from} goes to ${to}`, async ({ page, baseURL }) => {
      await page.goto(`${baseURL}${from}`);
      expect(page.url()).toBe(`${baseURL}${to}`);
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('a signed-in visitor at the entry goes to the profile', async ({ request }) => {
    const response = await request.get('/en_us/', { headers: { Cookie: 'gmap_authenticated=true' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en_us/account/profile/');
  });
});

/** The readable sign-in flag set by hand, with no session behind it. */
async function forgeSignInFlag(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'gmap_authenticated', value: 'true', url: baseURL ?? '' }]);
}

const signInForm = (page: Page) => page.getByLabel('E-mail address');

test.describe('guards at the edge, before any shell is served', () => {
  test('a signed-in visitor on login-form goes to the profile', async ({ page }) => {
    await signIn(page, accounts.demo);
    const answer = await page.request.get('/en_us/account/login-form/', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/en_us/account/profile/');
    expect(answer.headers()['cache-control']).toBe('private, no-store');

    await page.goto('/en_us/account/login-form/');
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
    await expect(page.getByText(accounts.demo)).toBeVisible();
  });

  test('a visitor without the flag on edit-pan goes to sign-in with returnurl, and signing in goes back', async ({ page, baseURL }) => {
    const answer = await page.request.get('/en_us/account/edit-pan/?mode=add', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const signInUrl = `/en_us/account/login-form/?returnurl=${encodeURIComponent('/en_us/account/edit-pan/?mode=add')}`;
    expect(answer.headers()['location']).toBe(signInUrl);

    await page.goto('/en_us/account/edit-pan/?mode=add');
    await expect(page).toHaveURL(`${baseURL}${signInUrl}`);
    await signInForm(page).fill(accounts.demo);
    await page.getByLabel('Password').fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/edit-pan\/\?mode=add$/);
  });

  test('a signed-in visitor whose flag cookie has gone keeps a deep link: sent to sign-in, the renewed session goes on to it', async ({ page, context }) => {
    // An account of its own (others' sign-outs cannot end its session), signed in through the form, so the browser
    // holds the refresh token the sign-in page renews the session with.
    const cardholder = await createCardholder(page.request, { name: 'deep-link' });
    await page.goto('/en_us/account/login-form/');
    await signInForm(page).fill(cardholder.email);
    await page.getByLabel('Password').fill(cardholder.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
    // The profile's own checks end first, so nothing of that page still runs when the flag goes.
    await expect(page.locator('.screen[data-ready="true"]')).toBeAttached();
    await context.clearCookies({ name: 'gmap_authenticated' });
    await page.goto('/en_us/account/edit-pan/?tab=2');
    await expect(page).toHaveURL(/\/en_us\/account\/edit-pan\/\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your cards');
  });

  test("a forged flag cookie on the profile still ends on sign-in after the client's check", async ({ page, context, baseURL }) => {
    await forgeSignInFlag(context, baseURL);
    const answer = await page.request.get('/en_us/account/profile/', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);

    await page.goto('/en_us/account/profile/');
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/(\?returnurl=%2Fen_us%2Faccount%2Fprofile%2F)?$/);
    await expect(signInForm(page)).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('gmap_authenticated=true');
  });

  test('a forged flag on sign-in whose check keeps failing shows the form after one bounce, not a loop', async ({ page, context, baseURL }) => {
    // The gateway failing: the check cannot refute the flag, so the page does not clear it.
    await page.route('**/api/user-attribute/user/background/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL_ERROR"}' }),
    );
    await forgeSignInFlag(context, baseURL);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });

    await page.goto('/en_us/account/login-form/');
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=%2Fen_us%2Faccount%2Fprofile%2F$/);
    await expect(signInForm(page)).toBeEditable();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/\?returnurl=/);
    expect(documents).toEqual(['/en_us/account/login-form/', '/en_us/account/profile/', '/en_us/account/login-form/']);
    expect(await page.evaluate(() => document.cookie)).toContain('gmap_authenticated=true');
  });
});

/** Waits until the edge's memory of the site's config has it (the first lookup may finish after its page). */
async function shellWithConfig(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text();
      return html.includes('id="portal-site-config"');
    })
    .toBe(true);
  return html;
}

test.describe("the site's config in the shell", () => {
  test('the page uses the config the edge put into it, without asking for it', async ({ page, request }) => {
    const html = await shellWithConfig(request, '/kv-bank/en_us/account/login-form/');
    const block = /<script type="application\/json" id="portal-site-config">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toMatchObject({ siteId: 'localhost_kv-bank', config: { siteId: 'localhost_kv-bank', name: 'kv-bank' } });

    const configRequests: string[] = [];
    page.on('request', (sent) => {
      if (/site-config/.test(sent.url())) configRequests.push(sent.url());
    });
    await page.goto('/kv-bank/en_us/account/login-form/');
    await expect(signInForm(page)).toBeEditable();
    expect(configRequests).toEqual([]);
  });

  test('<html> says when the site asks for a captcha or offers the bank sign-in beside the password', async ({ request }) => {
    const htmlTag = async (path: string) => /<html[^>]*>/.exec(await shellWithConfig(request, path))?.[0] ?? '';
    expect(await htmlTag('/captcha-bank/en_us/account/login-form/')).toMatch(/^<html (?!.*data-sso)(?=.*data-captcha="on")/);
    expect(await htmlTag('/demo-bank/en_us/account/login-form/')).toMatch(/^<html (?!.*data-captcha)(?=.*data-sso="on")/);
    expect(await htmlTag('/en_us/account/login-form/')).not.toMatch(/data-captcha|data-sso/);
  });
});

test.describe('caching and robots', () => {
  test('pages and the favicon revalidate at the CDN, bundles are immutable, a missing bundle is not kept', async ({ request }) => {
    const page = await request.get('/en_us/account/login-form/');
    expect(page.headers()['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers()['etag']).toMatch(/^W\//);
    expect(page.headers()['x-robots-tag']).toBeUndefined();
    const again = await request.get('/en_us/account/login-form/', { headers: { 'If-None-Match': page.headers()['etag'] ?? '' } });
    expect(again.status()).toBe(304);

    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);

    const bundle = /"(\/_astro\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    expect(bundle).not.toBe('');
    expect((await request.get(bundle)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request.get('/_astro/no-such-bundle.Bx1c.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
  });

  test('signed-in screens say noindex, and robots.txt keeps crawlers to the entry pages', async ({ request }) => {
    const profile = await request.get('/en_us/account/profile/', { headers: { Cookie: 'gmap_authenticated=true' } });
    expect(profile.status()).toBe(200);
    expect(profile.headers()['x-robots-tag']).toBe('noindex');
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    for (const line of ['Allow: /*/account/login-form/', 'Allow: /*/account/registration/', 'Allow: /*/account/recovery/', 'Disallow: /*/account/'])
      expect(text).toContain(line);
  });
});

test.describe('site config on the proxy-CDN path', () => {
  test('comes from Workers KV when published there', async ({ request }) => {
    const response = await request.get('/cdn/site-config/localhost_kv-bank.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-site-config-source']).toBe('kv');
    expect(await response.json()).toMatchObject({ siteId: 'localhost_kv-bank', name: 'kv-bank' });
  });

  test("falls back to the gateway's site-config service", async ({ request }) => {
    const response = await request.get('/cdn/site-config/localhost.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-site-config-source']).toBe('gateway');
    const config = (await response.json()) as { siteId: string; siteFeatureConfigurations: unknown[] };
    expect(config.siteId).toBe('localhost');
    expect(config.siteFeatureConfigurations.length).toBeGreaterThan(3);
  });

  test('falls back to the DEFAULT config for an unknown site', async ({ request }) => {
    const response = await request.get('/cdn/site-config/unknown.example.json');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ name: 'DEFAULT', siteId: 'DEFAULT', theme: 'classic', siteFeatureConfigurations: [] });
  });
});

test.describe('gateway through the edge', () => {
  test('/api/* reaches the gateway with a correlation id', async ({ request }) => {
    const response = await request.get('/api/site-config-service/config/site/localhost');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an unknown site answers 404 JSON, not a page', async ({ request }) => {
    const response = await request.get('/gateway/api/site-config-service/config/site/nowhere.example');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: 'SITE_NOT_FOUND' });
  });
});

test('the local outbox inbox is reachable and accessible through the edge', async ({ page }) => {
  const response = await page.goto('/gateway/dev/inbox?to=demo@example.com');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByLabel('E-mail address or phone number')).toHaveValue('demo@example.com');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe('security headers', () => {
  for (const path of ['/en_us/account/login-form/', '/', '/gateway/api/health', '/cdn/site-config/localhost.json', '/favicon.svg']) {
    test(`${path} carries them`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) expect(csp).toContain(directive);
    });
  }

  test('pages pin their scripts and styles with a hashed policy', async ({ page }) => {
    await page.goto('/en_us/account/login-form/');
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*/);
    expect(policy).not.toContain('unsafe-inline');
  });

  test("a page's header policy allows nothing it does not name, and reports what it blocks to the gateway, which keeps it", async ({ page, request }) => {
    const response = await page.goto('/de_de/account/registration/');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const directives = policy.split(';').map((directive) => directive.trim().split(' ')[0]);
    expect(policy.split(';')[0]).toBe("default-src 'none'");
    for (const name of ['connect-src', 'img-src', 'font-src', 'style-src', 'script-src', 'frame-ancestors']) expect(directives).toContain(name);
    expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
    expect(policy).toContain('report-uri /api/csp-report');
    await page.locator('.screen[data-ready="true"]').waitFor();

    // A script injected into the page (what an XSS would do) is refused, and the refusal reaches the gateway.
    const blocked = `https://tracker.example/${Date.now()}.js`;
    const violation = page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
          const script = document.createElement('script');
          script.src = url;
          document.head.appendChild(script);
        }),
      blocked,
    );
    expect(await violation).toBe('script-src-elem');
    const host = new URL(page.url()).host;
    await expect
      .poll(async () =>
        ((await (await request.get(`/gateway/api/dev/csp-reports?host=${host}`)).json()) as { blockedUrl: string }[]).map((row) => row.blockedUrl),
      )
      .toContain(blocked);
  });
});
