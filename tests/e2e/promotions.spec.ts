// Promotions hosts (SPEC 1): on a host the deployment names in PROMOTIONS_HOSTS a site is host_locale, one per
// locale; elsewhere the locale plays no part. The demo's promotions host is promotions.localhost (browsers send every
// *.localhost to this machine), with the sites promotions.localhost_pt_br and promotions.localhost_en_us.
import { expect, test, type Page } from '@playwright/test';
import { createCardholder, type Cardholder } from './support/accounts';
import { textsOf } from './support/texts';

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
