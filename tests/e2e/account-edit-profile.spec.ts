// Editing the profile (SPEC 2 edit-profile, SPEC 5 profile form, SPEC 8 field errors): a save round trip, mistakes
// explained under their fields with focus on the first, the gateway's field errors, nothing typed lost.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';
import { accounts, shownAlert, signIn } from './support/account';

const editPage = '/en_us/account/edit-profile/';

async function openForm(page: Page, account: string, path = editPage, t = textsOf('en_us')): Promise<void> {
  await signIn(page, account);
  await page.goto(path);
  await expect(page.getByRole('button', { name: t['editProfile.submit'] })).toBeVisible();
}

test('a valid save goes back to the profile with a banner, and the form shows what was saved', async ({ page }) => {
  await openForm(page, accounts.edit);
  await expect(page.getByLabel('First name')).toHaveValue('Edda');
  await expect(page.getByLabel('Month')).toHaveValue('07');
  // SPEC 5: the profile form has no e-mail, password, national id or privacy policy.
  await expect(page.getByLabel(/E-mail address|Password|National ID/)).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByLabel('First name').fill('Edwina');
  await page.getByLabel('Year').fill('1986');
  await page.getByLabel('Mobile phone number (optional)').fill('+1 555 010 0199');
  await page.getByLabel('City (optional)').fill('Springfield');
  await page.getByLabel('Postal code (optional)').fill('62701');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('Ms Edwina Editor');
  await expect(page.getByRole('definition').filter({ hasText: '1986' })).toHaveText('July 1, 1986');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Edwina');
  await expect(page.getByLabel('Mobile phone number (optional)')).toHaveValue('+1 555 010 0199');
  await expect(page.getByLabel('City (optional)')).toHaveValue('Springfield');
  await expect(page.getByLabel('Postal code (optional)')).toHaveValue('62701');
});

test('mistakes are explained under their fields and focus moves to the first; nothing is sent, and the form with its errors has no accessibility violations', async ({
  page,
}) => {
  await openForm(page, accounts.demo);
  let updates = 0;
  await page.route('**/user-mgmt/user/update', (route) => {
    updates += 1;
    return route.continue();
  });
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Day').fill('31');
  await page.getByLabel('Month').fill('02');
  await page.getByLabel('Postal code (optional)').fill('1234');
  // Keyboard only: Enter in a field sends the form.
  await page.getByLabel('Postal code (optional)').press('Enter');

  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Please fill in this field.');
  await expect(page.getByLabel('Month')).toHaveAccessibleDescription('Please enter a real date.');
  await expect(page.getByLabel('Postal code (optional)')).toHaveAccessibleDescription('Please enter a valid postal code.');
  expect(updates).toBe(0);
  // What was typed stays.
  await expect(page.getByLabel('Day')).toHaveValue('31');
  await expect(page.getByLabel('Last name')).toHaveValue('Demo');
  await expectNoAxeViolations(page);
});

test("the gateway's VALIDATION_FAILED shows under its field, focus on it, everything typed kept", async ({ page }) => {
  await openForm(page, accounts.demo);
  await page.route('**/user-mgmt/user/update', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'X-CID': 'cid-validation' },
      body: JSON.stringify({ error: 'VALIDATION_FAILED', details: { fields: { phone: { id: 'error' }, 'address.zipcode': { id: 'error' } } } }),
    }),
  );
  await page.getByLabel('First name').fill('Danielle');
  await page.getByLabel('Mobile phone number (optional)').fill('555 0100');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const phone = page.getByLabel('Mobile phone number (optional)');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number.');
  await expect(page.getByLabel('Postal code (optional)')).toHaveAccessibleDescription('Please enter a valid postal code.');
  await expect(page).toHaveURL(new RegExp(`${editPage}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Danielle');
  await expect(phone).toHaveValue('555 0100');
  // The error goes once the field changes.
  await phone.fill('555 0101');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('a refusal the form cannot place shows a banner and keeps everything typed', async ({ page }) => {
  await openForm(page, accounts.demo);
  await page.route('**/user-mgmt/user/update', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'PROFILE_NOT_UPDATABLE' }) }),
  );
  await page.getByLabel('Last name').fill('Demonstrator');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(shownAlert(page)).toHaveText('Your profile cannot be changed on this site.');
  await expect(page.getByLabel('Last name')).toHaveValue('Demonstrator');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});

test('pressing save twice sends one request', async ({ page }) => {
  await openForm(page, accounts.demo);
  let updates = 0;
  // The answer is held until every press is made, however slow the machine.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/user-mgmt/user/update', async (route) => {
    updates += 1;
    await answered;
    await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'PROFILE_NOT_UPDATABLE' }) });
  });
  const save = page.getByRole('button', { name: 'Save changes' });
  await save.click();
  await save.click({ force: true });
  await page.getByLabel('Last name').press('Enter');
  answer();
  await expect(shownAlert(page)).toHaveText('Your profile cannot be changed on this site.');
  expect(updates).toBe(1);
});

test('the ar_ae (right-to-left) profile form, with its errors shown, has no accessibility violations', async ({ page }) => {
  await openForm(page, accounts.demo, '/ar_ae/account/edit-profile/', textsOf('ar_ae'));
  await page.locator('input[name="first_name"]').fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});
