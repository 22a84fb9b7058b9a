// Creating an account through the screens (SPEC 2 registration and add-pan, SPEC 5 rules, SPEC 7 registration).
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';
import { latestMessage } from './support/outbox';

const password = 'Fresh-Passw0rd!';
let count = 0;
/** A new address per test, so parallel runs never meet. */
const newEmail = (name: string) => `${name}.${Date.now()}.${(count += 1)}@example.com`;
const shownAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The demo site 'localhost' asks for names, e-mail, password, date of birth (MM-DD-YYYY), phone and the privacy policy. */
async function fillRegistration(page: Page, email: string, t = textsOf('en_us')): Promise<void> {
  await page.getByLabel(t['user.first_name.label']).fill('Ana');
  await page.getByLabel(t['user.last_name.label']).fill('Lima');
  await page.getByLabel(t['user.email.label'], { exact: true }).fill(email);
  await page.getByLabel(t['user.password.label'], { exact: true }).fill(password);
  await page.getByLabel(t['user.confirm_password.label']).fill(password);
  await page.getByLabel(t['user.dob.mm']).fill('04');
  await page.getByLabel(t['user.dob.dd']).fill('12');
  await page.getByLabel(t['user.dob.yyyy']).fill('1990');
  // As a person does: the box is drawn beside its words, both inside the label.
  await page.getByText(t['user.pp.label']).click();
}

/** The confirmation is a screen of its own: its heading, in focus and in the title, and the ways on. */
async function expectAccountCreated(page: Page, email: string, base: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Check your e-mail');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/ - Check your e-mail$/);
  await expect(page.getByText(`we sent an activation link to ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${base}login-form/`);
  await expect(page.getByRole('link', { name: 'Resend the activation e-mail' })).toHaveAttribute('href', `${base}resend-activation/`);
}

async function addCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByRole('button', { name: 'Add card' }).click();
}

/** Adds a card the gateway accepts and waits, as a person does, for the screen to say so before pressing on. */
async function addAcceptedCard(page: Page, number: string): Promise<void> {
  await addCard(page, number);
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();
}

test('a visitor registers with a card, activates the account from the e-mail and signs in', async ({ page }) => {
  const email = newEmail('new.member');
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/add-pan\/$/);

  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa Signature ending in 4242')).toBeAttached();
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectAccountCreated(page, email, '/en_us/account/');
  await expect(page.getByText('Your card was added.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const activation = await latestMessage(page.request, email, /Activate your account/);
  const token = new URL(activation.link ?? '').searchParams.get('token');
  const activated = await page.request.post('/api/user-mgmt/user/activate-token', { data: { token } });
  expect(activated.status()).toBe(200);

  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await page.goto('/en_us/account/edit-pan/');
  await expect(page.getByText('Visa Signature ending in 4242')).toBeAttached();
});

test('a site that asks for them at registration offers its opt-ins and offer categories; the choices survive the card step and are the preferences the new cardholder finds', async ({
  page,
}) => {
  const email = newEmail('choices');
  await page.goto('/en_us/account/registration/');
  const optIns = page.getByRole('group', { name: 'Marketing messages' });
  const categories = page.getByRole('group', { name: 'Offer categories I like' });
  // The demo site offers e-mail, transactional, online and cashback messages, and the generic categories.
  await expect(optIns.getByRole('checkbox')).toHaveCount(5);
  await expect(categories.getByRole('checkbox', { name: 'Travel' })).toBeVisible();
  await fillRegistration(page, email);
  await optIns.getByText('All of the above').click();
  await expect(optIns.getByRole('checkbox', { checked: true })).toHaveCount(5);
  await optIns.getByText('Cashback on eligible purchases').click();
  await expect(optIns.getByRole('checkbox', { name: 'All of the above' })).not.toBeChecked();
  await categories.getByText('Travel').click();
  await categories.getByText('Groceries').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/add-pan\/$/);

  // Back to the form and on again: the choices are kept with everything typed.
  await page.getByRole('link', { name: 'Back to your details' }).click();
  await expect(page.getByRole('group', { name: 'Offer categories I like' }).getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectAccountCreated(page, email, '/en_us/account/');

  const activation = await latestMessage(page.request, email, /Activate your account/);
  const token = new URL(activation.link ?? '').searchParams.get('token');
  expect((await page.request.post('/api/user-mgmt/user/activate-token', { data: { token } })).status()).toBe(200);
  await page.goto('/en_us/account/login-form/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await page.goto('/en_us/account/site-settings/');
  const saved = page.getByRole('group', { name: 'Marketing messages' });
  await expect(saved.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(saved.getByRole('checkbox', { name: /Cashback/ })).not.toBeChecked();
  const savedCategories = page.getByRole('group', { name: 'Offer categories I like' });
  await expect(savedCategories.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(savedCategories.getByRole('checkbox', { name: 'Groceries' })).toBeChecked();
});

test('a password on the list of common or breached passwords is refused under its field, with everything typed kept', async ({ page }) => {
  const email = newEmail('breached');
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, email);
  // It meets every rule of SPEC 5, and is 'password' from the list with a digit and a symbol after it.
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Repeat the password').fill('Password1!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/en_us\/account\/registration\/$/);
  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription(/appears in a list of common or breached passwords/);
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  expect((await page.request.get(`/gateway/api/dev/outbox?to=${encodeURIComponent(email)}`).then((response) => response.json())) as unknown[]).toEqual([]);
});

test('every rule is explained under its field, focus goes to the first, and nothing typed is lost; the form with its errors has no accessibility violations', async ({
  page,
}) => {
  await page.goto('/en_us/account/registration/');
  await page.getByRole('button', { name: 'Continue' }).click();
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('Please fill in this field.');
  await expect(page.getByLabel('I have read and accept the privacy policy')).toHaveAccessibleDescription('Please accept the privacy policy to go on.');
  await expectNoAxeViolations(page);

  await firstName.fill('Ana<');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the password').fill('other');
  await page.getByLabel('Month').fill('01');
  await page.getByLabel('Day').fill('01');
  await page.getByLabel('Year').fill('2020');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(firstName).toHaveAccessibleDescription('Please leave out characters such as . * ( ) < > [ ] in your name.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/4 password rules are not met\./);
  await expect(page.getByLabel('Repeat the password')).toHaveAccessibleDescription('The passwords do not match.');
  await expect(page.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('You must be at least 18 years old.');
  await expect(firstName).toHaveValue('Ana<');
  await expect(page).toHaveURL(/\/registration\/$/);
});

test('the card step refuses numbers that are not eligible or already listed, and asks for one card before creating the account; with a number refused it has no accessibility violations', async ({
  page,
}) => {
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, newEmail('cards'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please add at least one card.' })).toBeVisible();

  await addCard(page, '4120 0000 0000 0015');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('A valid Visa card is required');
  await expectNoAxeViolations(page);
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa Signature ending in 4242')).toBeAttached();
  await addCard(page, '4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('A valid Visa card is required');

  await page.getByRole('button', { name: 'Delete card ending in 4242' }).click();
  await expect(page.getByText('Visa Signature ending in 4242')).not.toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'The card was removed.' })).toBeVisible();
});

test("the card step's 'Please add at least one card.' goes once an eligible number is typed, before it is added", async ({ page }) => {
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, newEmail('one.card'));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Create account is no submit button: a press before the card step's island is live would be lost.
  await expect(page).toHaveURL(/\/add-pan\/$/);
  await page.locator('.screen[data-ready="true"]').waitFor();
  await page.getByRole('button', { name: 'Create account' }).click();
  const required = page.getByRole('status').filter({ hasText: 'Please add at least one card.' });
  await expect(required).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  // Well before the message would leave by itself (10 s).
  await expect(required).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByText('Visa Signature ending in 4242')).not.toBeAttached();
});

test('"Create account" pressed before the card step is live is held and answered once it is (slow scripts faked at the network boundary)', async ({ page }) => {
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, newEmail('early.press'));
  // The card step's scripts arrive slowly, so the press lands on the pre-rendered page.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/add-pan\/$/);
  const screen = page.locator('.screen');
  await expect(screen).toHaveAttribute('data-ready', 'false');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please add at least one card.' })).toBeVisible({ timeout: 15_000 });
  await expect(screen).toHaveAttribute('data-ready', 'true');
});

test('a press on "Add card" while the number is still being checked waits for the check and adds the card once', async ({ page }) => {
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, newEmail('press.while.checking'));
  await page.getByRole('button', { name: 'Continue' }).click();
  // The gateway answers the eligibility check slowly, so the check started by typing is still running at the press.
  await page.route('**/user-attribute/assets/validation*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const field = page.getByLabel('Card number');
  await field.fill('4242 4242 4242 4242');
  await expect(field).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Add card' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Visa Signature ending in 4242')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();
  await expect(field).toHaveValue('');
});

test('"Create account" pressed while a card is still being added waits for the card, and the account is made with it', async ({ page }) => {
  const email = newEmail('create.while.adding');
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('.screen[data-ready="true"]').waitFor();
  // The gateway answers the eligibility check slowly, so the add is still running when Create account is pressed.
  await page.route('**/user-attribute/assets/validation*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const created = page.waitForRequest((request) => request.method() === 'POST' && /\/user-mgmt\/user\/regist/.test(request.url()));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Add card' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await created).postData()).toContain('4242424242424242');
  await expectAccountCreated(page, email, '/en_us/account/');
  await expect(page.getByText('Please add at least one card.')).toHaveCount(0);
});

test('the card step goes back to the form with what was typed, and a field the gateway refused is shown there', async ({ page }) => {
  const email = newEmail('refused');
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa Signature ending in 4242')).toBeAttached();
  await page.route('**/user-mgmt/user/regist*/**', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'X-CID': 'cid-fields' },
      body: JSON.stringify({ error: 'VALIDATION_FAILED', details: { fields: { email: { id: 'error' } } } }),
    }),
  );
  await page.route('**/user-mgmt/user/registration', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'VALIDATION_FAILED', details: { fields: { email: { id: 'error' } } } }),
    }),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/registration\/$/);
  const emailField = page.getByLabel('E-mail address');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Please enter an e-mail address like name@example.com.');
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
});

test('a failed account creation shows one message: the generic alert with its reference id for a server failure, the banner for a refusal the screen knows; each next action clears the last one', async ({
  page,
}) => {
  const email = newEmail('failed');
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();

  // Both registration endpoints (register/{siteId} in client-server mode, registration otherwise) fail at the boundary.
  let answer = { status: 500, cid: 'cid-create', body: { error: 'INTERNAL_ERROR' } as Record<string, unknown> };
  await page.route(/\/user-mgmt\/user\/regist/, (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', headers: { 'X-CID': answer.cid }, body: JSON.stringify(answer.body) }),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(shownAlert(page)).toContainText('An unexpected error occurred. Reference: cid-create');
  await expect(shownAlert(page)).toHaveCount(1);
  await expect(page.getByText('We could not create your account')).toHaveCount(0);
  await expect(page.getByText('Your card was added.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your card');

  // Adding a card is a new action: the alert of the failed creation goes, though nothing is sent (a listed number).
  await addCard(page, '4242424242424242');
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(shownAlert(page)).toHaveCount(0);

  // A refusal the screen knows (here the cards, which are not on the form) is its banner, alone.
  answer = { status: 400, cid: 'cid-refused', body: { error: 'VALIDATION_FAILED', details: { fields: { 'userAssetRequest.0.value': { id: 'error' } } } } };
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(shownAlert(page)).toHaveText('We could not create your account. Please try again.');
  await expectNoAxeViolations(page);

  // Removing the card clears the banner too; the card added again, the account is created and confirmed.
  await page.getByRole('button', { name: 'Delete card ending in 4242' }).click();
  await expect(shownAlert(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The card was removed.' })).toBeVisible();
  await page.unrouteAll();
  await page.getByLabel('Card number').fill('');
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Visa Signature ending in 4242')).toBeAttached();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectAccountCreated(page, email, '/en_us/account/');
  await expect(shownAlert(page)).toHaveCount(0);
});

test('a site that collects no cards confirms on the registration screen itself, as a screen of its own', async ({ page }) => {
  const email = newEmail('no.cards');
  await page.goto('/otp-bank/en_us/account/registration/');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Card');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByText('I have read and accept the privacy policy').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectAccountCreated(page, email, '/otp-bank/en_us/account/');
  await expectNoAxeViolations(page);
});

test('the card step without registration data goes to the registration form', async ({ page }) => {
  await page.goto('/en_us/account/add-pan/');
  await expect(page).toHaveURL(/\/en_us\/account\/registration\/$/);
  await expect(shownAlert(page)).toHaveCount(0);
});

test('the ar_ae (right-to-left) registration and card steps, with errors shown, have no accessibility violations', async ({ page }) => {
  await page.goto('/ar_ae/account/registration/');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expectNoAxeViolations(page);
  const t = textsOf('ar_ae');
  await fillRegistration(page, newEmail('axe.ar_ae'), t);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar_ae\/account\/add-pan\/$/);
  await page.getByLabel(t['card.number.label']).fill('4120 0000 0000 0015');
  await page.getByLabel(t['card.number.label']).press('Enter');
  await expect(page.getByLabel(t['card.number.label'])).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test("a throttled sign-up says how long to wait and keeps the cards (the gateway's 429 injected at the network boundary, as a bank's gateway sends it)", async ({
  page,
}) => {
  await page.goto('/en_us/account/registration/');
  await fillRegistration(page, newEmail('throttled'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAcceptedCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Your card was added.' })).toBeVisible();
  await page.route(/\/user-mgmt\/user\/regist/, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '540' }, body: '{"error":"TOO_MANY_REQUESTS"}' }),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(shownAlert(page)).toHaveText('Too many attempts. Please try again in 9 minutes.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your card');
  await expect(page.getByRole('button', { name: 'Delete card ending in 4242' })).toBeVisible();
});
