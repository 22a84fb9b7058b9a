// The preferences (SPEC 2 site-settings, SPEC 3 marketing opt-ins and offers_preference, SPEC 4 'All of the above').
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';
import { accounts, signIn } from './support/account';

const optIns = (page: Page) => page.getByRole('group', { name: 'Marketing messages' });
const categories = (page: Page) => page.getByRole('group', { name: 'Offer categories I like' });
const items = ['Offers and news by e-mail', 'Offers based on my card purchases', 'Offers online and in social media', 'Cashback on eligible purchases'];

async function expectChecked(page: Page, checked: readonly string[]): Promise<void> {
  for (const name of [...items, 'All of the above']) {
    await expect(optIns(page).getByRole('checkbox', { name, exact: true }), name).toBeChecked({ checked: checked.includes(name) });
  }
}

test("opt-ins with 'All of the above' and offer categories are saved, and a reload shows them on a screen with no accessibility violations", async ({
  page,
}) => {
  await signIn(page, accounts.prefs);
  await page.goto('/en_us/account/site-settings/');
  // The site's marketing_optins offers e-mail, transactional, online and cashback, not SMS.
  const boxes = optIns(page).getByRole('checkbox');
  await expect(boxes).toHaveCount(items.length + 1);
  for (const [index, name] of [...items, 'All of the above'].entries()) await expect(boxes.nth(index)).toHaveAccessibleName(name);
  await expectChecked(page, []);

  await optIns(page).getByRole('checkbox', { name: 'All of the above' }).check();
  await expectChecked(page, [...items, 'All of the above']);
  await optIns(page).getByRole('checkbox', { name: 'Offers online and in social media' }).uncheck();
  await expectChecked(page, ['Offers and news by e-mail', 'Offers based on my card purchases', 'Cashback on eligible purchases']);
  await optIns(page).getByRole('checkbox', { name: 'Offers online and in social media' }).check();
  await expectChecked(page, [...items, 'All of the above']);
  await optIns(page).getByRole('checkbox', { name: 'Offers based on my card purchases' }).uncheck();

  // Keyboard only: space ticks a category.
  await categories(page).getByRole('checkbox', { name: 'Travel' }).focus();
  await page.keyboard.press('Space');
  await categories(page).getByRole('checkbox', { name: 'Dining' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences were saved.' })).toBeVisible();

  await page.reload();
  await expectChecked(page, ['Offers and news by e-mail', 'Offers online and in social media', 'Cashback on eligible purchases']);
  await expect(categories(page).getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  await expect(categories(page).getByRole('checkbox', { name: 'Dining' })).toBeChecked();
  await expect(categories(page).getByRole('checkbox', { name: 'Shopping' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // The cashback opt-in now shows the statement's badges (SPEC 6).
  await page.goto('/en_us/account/cashback-statement/');
  await expect(page.getByText('You have no cards yet.')).toBeVisible();
  await expect(page.getByText('Opt in to cashback', { exact: false })).toHaveCount(0);
});

test('a failed save keeps every choice and says so', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/site-settings/');
  await page.route('**/user-attribute/v2/user/**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'INVALID_REQUEST' }) }),
  );
  await optIns(page).getByRole('checkbox', { name: 'Offers and news by e-mail' }).check();
  await categories(page).getByRole('checkbox', { name: 'Groceries' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your preferences could not be saved. Please try again.' })).toBeVisible();
  await expect(optIns(page).getByRole('checkbox', { name: 'Offers and news by e-mail' })).toBeChecked();
  await expect(categories(page).getByRole('checkbox', { name: 'Groceries' })).toBeChecked();
});

test('the ar_ae (right-to-left) preferences have no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/ar_ae/account/site-settings/');
  await expect(page.getByRole('group', { name: textsOf('ar_ae')['preferences.categories.legend'] }).getByRole('checkbox')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});
