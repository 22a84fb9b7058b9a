// The concierge's staff view (SPEC 1, SPEC 6 CONCIERGE): a cardholder found by e-mail, read-only; never a cardholder's
// view; concierge cookies cleared at logout (SPEC 4, SPEC 8).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';
import { accounts, shownAlert, signIn } from './support/account';
import { createCardholder, signInAs } from './support/accounts';

/** A look-up as staff make one: the e-mail, a reason from the list and details (issue 17), then the search. */
async function lookUp(page: Page, email: string, why = { reason: 'CARDHOLDER_REQUEST', note: 'Called about a card' }, t = textsOf('en_us')): Promise<void> {
  const search = page.getByRole('search');
  await search.getByLabel(t['concierge.email.label']).fill(email);
  await search.getByLabel(t['concierge.reason.label']).selectOption(why.reason);
  await search.getByLabel(t['concierge.note.label']).fill(why.note);
  await search.getByLabel(t['concierge.note.label']).press('Enter');
}

const cookieNames = (page: Page) => page.evaluate(() => document.cookie.split(';').map((cookie) => cookie.trim().split('=')[0]));

test('a concierge finds the demo cardholder by e-mail and reads their profile, cards and preferences, on a staff view with no accessibility violations', async ({
  page,
}) => {
  await signIn(page, accounts.concierge);
  await page.goto('/en_us/account/profile/');
  await expect(page.getByText('Signed in as staff: Casey Concierge')).toBeVisible();
  // The concierge has no cardholder links of their own.
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);

  await lookUp(page, ' demo@example.com ');
  const result = page.getByRole('region', { name: 'Cardholder demo@example.com' });
  await expect(result.getByRole('heading', { name: 'Cardholder demo@example.com' })).toBeFocused();
  await expect(result.getByRole('definition').first()).toHaveText('Ms Dana Demo');
  await expect(result.getByText('April 12, 1990')).toBeVisible();
  const cards = result.getByRole('list').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Visa Classic ending in 1111' })).toContainText('Default');
  await expect(cards.filter({ hasText: 'Visa Electron ending in 0013' })).not.toContainText('Default');
  await expect(result.getByRole('term')).toContainText(['Offers and news by e-mail', 'Cashback on eligible purchases', 'Offer categories']);
  // Read-only: nothing in the result can be changed.
  await expect(result.getByRole('textbox')).toHaveCount(0);
  await expect(result.getByRole('checkbox')).toHaveCount(0);
  await expect(result.getByRole('button')).toHaveCount(0);
  await expect(result.getByText('You are viewing this record read-only. This look-up is recorded.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('no record opens without a reason and details; each look-up is on the audit with who, whom, why and what was shown, and the cardholder sees when and why', async ({
  page,
  browser,
}) => {
  const cardholder = await createCardholder(page.request, { name: 'looked.up' });
  await signIn(page, accounts.concierge);
  await page.goto('/en_us/account/profile/');
  const search = page.getByRole('search');
  await search.getByLabel("Cardholder's e-mail address").fill(cardholder.email);
  await search.getByRole('button', { name: 'Find cardholder' }).click();
  const reason = search.getByLabel('Reason for opening the record');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription('Please fill in this field.');
  await expect(search.getByLabel('Details')).toHaveAccessibleDescription(/Please fill in this field\./);
  await expect(page.getByRole('region', { name: `Cardholder ${cardholder.email}` })).toHaveCount(0);
  // What was typed stays.
  await expect(search.getByLabel("Cardholder's e-mail address")).toHaveValue(cardholder.email);

  await lookUp(page, cardholder.email, { reason: 'CARD_QUESTION', note: 'Case 4411: card missing' });
  await expect(page.getByRole('region', { name: `Cardholder ${cardholder.email}` })).toBeVisible();
  const audit = page.getByRole('region', { name: 'Look-ups on this site' });
  const entry = audit.getByRole('row').filter({ hasText: cardholder.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('concierge@example.com');
  await expect(entry).toContainText('A question about cards or cashback: Case 4411: card missing');
  await expect(entry).toContainText('Profile, Cards, Preferences, Consents');
  // The next look-up asks for its own reason.
  await expect(search.getByLabel('Details')).toHaveValue('');
  await expect(search.getByLabel('Details')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const own = await browser.newContext({ baseURL: page.url() });
  const ownPage = await own.newPage();
  await signInAs(ownPage.request, cardholder);
  await ownPage.goto('/en_us/account/security/');
  const staff = ownPage.getByRole('region', { name: 'Staff look-ups' });
  await expect(staff.getByRole('listitem')).toHaveText([/^.*2\d{3}.*: A question about cards or cashback$/]);
  await expect(staff).not.toContainText('Case 4411');
  await expect(staff).not.toContainText('concierge@example.com');
  await own.close();
});

test("a concierge who opens a cardholder's own screens is sent to the look-up", async ({ page }) => {
  await signIn(page, accounts.concierge);
  for (const route of ['edit-pan', 'cashback-statement', 'site-settings']) {
    await page.goto(`/en_us/account/${route}/`);
    await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
    await expect(page.getByRole('search').getByLabel("Cardholder's e-mail address")).toBeVisible();
  }
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('an e-mail no cardholder of the site has is explained, and a malformed one is caught on the form', async ({ page }) => {
  await signIn(page, accounts.concierge);
  await page.goto('/en_us/account/profile/');
  await lookUp(page, 'nobody@example.com');
  await expect(shownAlert(page)).toHaveText('No cardholder of this site has that e-mail address.');
  await expect(page.getByRole('region', { name: /^Cardholder / })).toHaveCount(0);

  await lookUp(page, 'not-an-address');
  const field = page.getByLabel("Cardholder's e-mail address");
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription('Please enter an e-mail address like name@example.com.');
});

test('a cardholder never sees the staff view, and the gateway refuses them the look-up', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/profile/');
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  const refused = await page.request.get('/api/user-mgmt/user/find-concierge?email=account-edit%40example.com', {
    headers: { 'X-COOKIE-AUTH': 'true', 'X-SITE-ID': 'localhost' },
  });
  expect(refused.status()).toBe(403);

  // A cardholder who rewrites their own user-type cookie gets the search form, and only a refusal from it.
  await page.evaluate(() => {
    document.cookie = 'gmap_user_type=CONCIERGE; path=/';
  });
  await page.reload();
  await lookUp(page, 'account-edit@example.com');
  await expect(shownAlert(page)).toHaveText('The cardholder could not be looked up. Please try again.');
  await expect(page.getByText('Edda')).toHaveCount(0);
});

test("a concierge's session carries its support reference (gmap_support_details), which logout clears; a cardholder's logout leaves that cookie alone", async ({
  browser,
}) => {
  for (const [account, supportCookieCleared] of [
    [accounts.concierge, true],
    [accounts.demo, false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto('/en_us/account/profile/');
    await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
    const support = (await context.cookies()).find((cookie) => cookie.name === 'gmap_support_details');
    if (supportCookieCleared) {
      // Set by the gateway at the staff sign-in: a reference, no personal data.
      expect(support?.value).toMatch(/^S-[0-9A-F]{10}$/);
    } else {
      expect(support).toBeUndefined();
      // A cookie of that name the cardholder's browser holds for another reason is not the portal's to remove.
      await page.evaluate(() => {
        document.cookie = 'gmap_support_details=ticket-1; path=/';
      });
    }
    expect(await cookieNames(page)).toEqual(expect.arrayContaining(['gmap_authenticated', 'gmap_user_type', 'gmap_support_details']));
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en_us\/account\/login-form\/$/);
    const left = await cookieNames(page);
    expect(left).not.toContain('gmap_authenticated');
    expect(left).not.toContain('gmap_user_type');
    expect(left.includes('gmap_support_details'), account).toBe(!supportCookieCleared);
    await context.close();
  }
});

test('the ar_ae (right-to-left) staff view with a cardholder found has no accessibility violations', async ({ page }) => {
  await signIn(page, accounts.concierge);
  await page.goto('/ar_ae/account/profile/');
  await lookUp(page, 'demo@example.com', undefined, textsOf('ar_ae'));
  await expect(page.getByRole('heading', { name: /demo@example.com/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
