// The edge's redirect rules, site config on the proxy-CDN path, gateway proxy and security headers, over HTTP.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
});
