// Promotions hosts (SPEC 1): on a host the deployment names in PROMOTIONS_HOSTS a site is host_locale, one per
// locale; elsewhere the locale plays no part. The demo's promotions host is promotions.localhost (browsers send every
// *.localhost to this machine), with the sites promotions.localhost_pt_br and promotions.localhost_en_us.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from './support/accounts';
import { textsOf } from './support/texts';
import { expectNoAxeViolations } from './support/axe';

/** The same stack under the promotions host name. */
const promotionsOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? 'http://localhost');
  url.hostname = 'promotions.localhost';
  return url.origin;
};

async function signIn(page: Page, origin: string, locale: 'pt_br' | 'en_us', user: Cardholder): Promise<void> {
  const t = textsOf(locale);
  await page.goto(`${origin}/${locale}/account/login-form/`);
  await page.getByLabel(t['login.email.label']).fill(user.email);
  await page.getByLabel(t['login.password.label']).fill(user.password);
  await page.getByRole('button', { name: t['login.submit'] }).click();
}

test('a promotions host is one site per locale: an account of its pt_br site signs in there, and neither on its en_us site nor on the same locale of a host that is not named', async ({
  page,
  baseURL,
}) => {
  const origin = promotionsOrigin(baseURL);
  const user = await createCardholder(page.request, { name: 'promotions', siteId: 'promotions.localhost_pt_br', locale: 'pt_br', cards: [] });

  await signIn(page, origin, 'pt_br', user);
  await expect(page).toHaveURL(`${origin}/pt_br/account/profile/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf('pt_br')['title.profile']);
  await page.goto(`${origin}/pt_br/account/logout/`);
  await expect(page).toHaveURL(`${origin}/pt_br/account/login-form/`);

  // The same host in English is another site, without this account.
  await signIn(page, origin, 'en_us', user);
  await expect(page.getByRole('alert').filter({ hasText: textsOf('en_us')['error.badCredentials'] })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/en_us/account/login-form/`);

  // localhost is no promotions host: its pt_br pages are the site 'localhost', without this account either.
  await signIn(page, new URL(baseURL ?? '').origin, 'pt_br', user);
  await expect(page.getByRole('alert').filter({ hasText: textsOf('pt_br')['error.badCredentials'] })).toBeVisible();
});

test("the edge puts a promotions site's own id into the pages it serves, for each locale", async ({ page, baseURL }) => {
  const origin = promotionsOrigin(baseURL);
  for (const locale of ['pt_br', 'en_us'] as const) {
    const response = await page.goto(`${origin}/${locale}/account/login-form/`);
    expect(await response?.text()).toContain(`promotions.localhost_${locale}`);
  }
});

test("a promotions site's campaign (published to the edge's KV) stands above every screen in the file's own words, with its dates as the locale writes them; a site without one and other hosts show none", async ({
  page,
  baseURL,
}) => {
  const origin = promotionsOrigin(baseURL);
  for (const screen of ['login-form', 'registration']) {
    await page.goto(`${origin}/pt_br/account/${screen}/`);
    const campaign = page.getByRole('complementary', { name: 'Verão com cashback em dobro' });
    await expect(campaign).toBeVisible();
    await expect(campaign).toContainText('Cadastre seu cartão Visa e ganhe o dobro de cashback');
    await expect(campaign).toContainText(/1 de dez\.? de 2026/);
    await expect(campaign.getByRole('link', { name: 'Regulamento da promoção' })).toHaveAttribute('href', 'https://promotions.example.com/pt_br/regulamento');
    // Before the screen, not inside it.
    expect(await page.evaluate(() => document.getElementById('promotion')?.nextElementSibling?.tagName)).toBe('MAIN');
  }
  await expectNoAxeViolations(page);

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/configurations/promotions-')) asked.push(request.url());
  });
  await page.goto(`${origin}/en_us/account/login-form/`);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page.locator('#promotion')).toHaveCount(0);

  await page.goto('/pt_br/account/login-form/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.locator('#promotion')).toHaveCount(0);
  expect(asked).toHaveLength(1);
});
