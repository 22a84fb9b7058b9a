// The cashback statement (SPEC 2 cashback-statement and "Cashback list", SPEC 4 card status, SPEC 6 cashback display).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { accounts, signIn } from './support/account';
import { createCardholder, signInAs } from './support/accounts';

const card = (page: Page, lastFour: string) => page.getByRole('listitem').filter({ hasText: `Card ending ${lastFour}` });

test("an opted-in cardholder sees each demo card's eligibility as a badge, and the statement has no accessibility violations", async ({ page }) => {
  await signIn(page, accounts.cashback);
  await page.goto('/en_us/account/cashback-statement/');
  await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(2);
  await expect(card(page, '1111')).toContainText('XXXX XXXX XXXX 1111');
  await expect(card(page, '1111')).toContainText('Cashback: Eligible');
  await expect(card(page, '0013')).toContainText('XXXX XXXX XXXX 0013');
  await expect(card(page, '0013')).toContainText('Cashback: Not eligible');
  await expect(page.getByText('Opt in to cashback')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a card just enrolled is pending', async ({ page }) => {
  await signIn(page, accounts.pending);
  const enrolled = await page.request.post('/api/user-attribute/user/assets', {
    headers: { 'X-COOKIE-AUTH': 'true', 'X-SITE-ID': 'localhost' },
    data: { siteId: 'localhost', userAssetRequest: [{ assetType: 'PAN', value: '4242424242424242' }] },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  await page.goto('/en_us/account/cashback-statement/');
  await expect(card(page, '4242')).toContainText('XXXX XXXX XXXX 4242');
  await expect(card(page, '4242')).toContainText('Cashback: Pending');
});

test('a card just enrolled shows the same status badge on the card screen and on the cashback statement', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'cashback.same', cards: ['4242424242424242'] }));
  const optedIn = await page.request.post('/api/user-attribute/v2/user/localhost', {
    headers: { 'X-COOKIE-AUTH': 'true', 'X-SITE-ID': 'localhost' },
    data: { attributes: [{ key: 'marketing_opt_ins', value: JSON.stringify([{ key: 'cashbackOptin', value: 'Cashback', subscribe: true }]) }] },
  });
  expect(optedIn.status(), await optedIn.text()).toBe(200);

  await page.goto('/en_us/account/cashback-statement/');
  await expect(card(page, '4242')).toContainText('Cashback: Pending');
  await page.goto('/en_us/account/edit-pan/');
  const onCardScreen = page.getByRole('listitem').filter({ hasText: 'ending in 4242' });
  await expect(onCardScreen).toContainText('Cashback: Pending');
  await expect(onCardScreen).not.toContainText('Eligible');
});

test('without the cashback opt-in the cards show without badges, and the statement points to the preferences', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/cashback-statement/');
  await expect(card(page, '1111')).toContainText('XXXX XXXX XXXX 1111');
  await expect(card(page, '0013')).toBeVisible();
  await expect(page.getByText(/Eligible|Pending/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open preferences' })).toHaveAttribute('href', '/en_us/account/site-settings/');
});

test('a cardholder without cards is pointed to adding one', async ({ page }) => {
  await signIn(page, accounts.keep);
  await page.goto('/en_us/account/cashback-statement/');
  await expect(page.getByText('You have no cards yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/en_us/account/edit-pan/');
});

test('in forced-colors mode the badges stay apart by their mark and border, not by colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signIn(page, accounts.cashback);
  await page.goto('/en_us/account/cashback-statement/');
  // The badge is the card's bordered element; its look is its border style and its mark.
  const looks = (lastFour: string) =>
    card(page, lastFour).evaluate((item) => {
      const badge = [...item.querySelectorAll('span')].find((span) => getComputedStyle(span).borderInlineStartStyle !== 'none');
      return badge ? `${getComputedStyle(badge).borderInlineStartStyle} ${badge.querySelector('[aria-hidden="true"]')?.textContent ?? ''}` : 'no badge';
    });
  const eligible = await looks('1111');
  const notEligible = await looks('0013');
  expect(eligible).not.toBe(notEligible);
  expect(eligible).toMatch(/^solid /);
  expect(notEligible).toMatch(/^double /);
});

test('the ar_ae (right-to-left) cashback statement with its badges has no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.cashback);
  await page.goto('/ar_ae/account/cashback-statement/');
  await expect(page.getByText('XXXX XXXX XXXX 0013')).toBeVisible();
  await expectNoAxeViolations(page);
});
