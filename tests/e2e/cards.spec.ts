// Managing cards through the card screen (SPEC 2 "Card screens", SPEC 4 card rules, SPEC 8 card banners).
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, signInAs } from './support/accounts';

const card = (page: Page, lastFour: string) => page.getByRole('listitem').filter({ hasText: `ending in ${lastFour}` });
const actions = (page: Page, lastFour: string) => page.getByRole('button', { name: `Options for the card ending in ${lastFour}` });
/** A card's Options as the menu button it becomes once react-aria-components' menu has loaded (a menu button says so). */
async function menuButton(page: Page, lastFour: string) {
  await expect(actions(page, lastFour)).toHaveAttribute('aria-haspopup', 'true');
  return actions(page, lastFour);
}
const banner = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function addCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByRole('button', { name: 'Add card' }).click();
}

async function openCards(page: Page, cards: readonly string[]): Promise<void> {
  await signInAs(page.request, await createCardholder(page.request, { name: 'cards', cards }));
  await page.goto('/en_us/account/edit-pan/');
  await expect(page.getByRole('heading', { name: 'Your cards', level: 2 })).toBeVisible();
}

test('the card screen has one heading of its own and a Back breadcrumb to the profile, in the issuer path and locale', async ({ page }) => {
  await openCards(page, ['4242424242424242']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your cards');
  await expect(page.getByRole('heading', { name: 'Your cards', exact: true })).toHaveCount(1);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await breadcrumb.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);

  // The same shell serves every issuer path: the link is relative, so it stays in the issuer and the locale.
  const shell = await (await page.request.get('/demo-bank/pt_br/account/edit-pan/')).text();
  expect(shell).toContain('<a href="../profile/">Voltar ao seu perfil</a>');
});

test('the card screen lays out cleanly: Options on its card row on a desktop, the list apart from the field, nothing off a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCards(page, ['4242424242424242', '4150000000000018']);
  const row = card(page, '4242');
  const rowBox = await row.boundingBox();
  const optionsBox = await actions(page, '4242').boundingBox();
  const numberBox = await row.getByText('•••• •••• •••• 4242').boundingBox();
  // The button starts above the bottom of the number's line: on the card's row, not on a row of its own.
  expect(optionsBox && numberBox && rowBox && optionsBox.y < numberBox.y + numberBox.height).toBe(true);
  const listBox = await page.getByRole('region', { name: 'Your cards' }).boundingBox();
  const labelBox = await page.getByText('Card number', { exact: true }).boundingBox();
  expect(listBox && labelBox && labelBox.y - (listBox.y + listBox.height)).toBeGreaterThanOrEqual(16);

  await page.setViewportSize({ width: 360, height: 800 });
  for (const locale of ['en_us', 'ar_ae']) {
    await page.goto(`/${locale}/account/edit-pan/`);
    await expect(page.getByLabel(/Card number|رقم البطاقة/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('the global alert closes with a light control, not a filled button', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'cards.alert', cards: ['4242424242424242'] }));
  await page.route('**/user-mgmt/user/find', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-CID': 'cid-close' }, body: '{}' }),
  );
  await page.goto('/en_us/account/profile/');
  const close = page.getByRole('alert').getByRole('button', { name: 'Close alert' });
  await expect(close).toBeVisible();
  await expect(close).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('adding cards: an eligible one shows as pending, others are refused, and the field hides at the limit', async ({ page }) => {
  await openCards(page, ['4242424242424242']);
  await expect(card(page, '4242')).toContainText('Default');

  await addCard(page, '4150 0000 0000 0018');
  await expect(banner(page, 'Your card was added.')).toBeVisible();
  await expect(card(page, '0018')).toContainText('Visa Gold');
  await expect(card(page, '0018')).toContainText('Pending');
  await expect(page.getByLabel('Card number')).toHaveValue('');

  await addCard(page, '4120 0000 0000 0015');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('A valid Visa card is required');
  await addCard(page, '4242 4242 4242 4242');
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('A valid Visa card is required');
  await expect(page.getByRole('listitem').filter({ hasText: /ending in/ })).toHaveCount(2);

  await addCard(page, '4140 0000 0000 0011');
  await expect(card(page, '0011')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('You have added as many cards as this programme allows.')).toBeVisible();
});

test('a press on "Add card" while the typed number is still being checked waits for the check and enrols the card once', async ({ page }) => {
  await openCards(page, ['4242424242424242']);
  // The check is held until both presses are made, so the second press comes while the first one waits for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/user-attribute/assets/validation*', async (route) => {
    await held;
    await route.continue();
  });
  const enrolments: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/user-attribute\/user\/assets(\?|$)/.test(request.url())) enrolments.push(request.url());
  });
  const field = page.getByLabel('Card number');
  await field.fill('4150 0000 0000 0018');
  await expect(field).toHaveAttribute('aria-busy', 'true');
  const addButton = page.getByRole('button', { name: 'Add card' });
  await addButton.click();
  await addButton.click();
  release();
  await expect(banner(page, 'Your card was added.')).toBeVisible();
  await expect(card(page, '0018')).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: /ending in/ })).toHaveCount(2);
  expect(enrolments).toHaveLength(1);
});

test('the card field asks the gateway once a complete number is typed: checking is announced, only an eligible card shows as valid, a late answer for an older number is ignored', async ({
  page,
}) => {
  await openCards(page, ['4150000000000018']);
  const field = page.getByLabel('Card number');
  const held = new Map<string, Route>();
  await page.route('**/api/user-attribute/assets/validation**', (route) => {
    const body: unknown = route.request().postDataJSON();
    held.set(typeof body === 'object' && body !== null && 'value' in body ? String(body.value) : '', route);
  });
  const answer = async (digits: string) => {
    await expect.poll(() => held.has(digits)).toBe(true);
    await held.get(digits)?.continue();
  };

  await field.fill('4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your card…' })).toBeVisible();
  await expect.poll(() => held.has('4242424242424242')).toBe(true);
  await field.fill('4120 0000 0000 0015');
  await answer('4120000000000015');
  await expect(field).toHaveAccessibleDescription('A valid Visa card is required');
  const late = page.waitForResponse(
    (response) => response.url().includes('assets/validation') && response.request().postData()?.includes('4242424242424242') === true,
  );
  await answer('4242424242424242');
  await late;
  await expect(field).toHaveAccessibleDescription('A valid Visa card is required');

  await page.unroute('**/api/user-attribute/assets/validation**');
  await field.fill('4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your card…' })).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('');
});

test('a new default card, the default card kept, and another card removed — all by keyboard, with no accessibility violations on the screen, its actions or a modal', async ({
  page,
}) => {
  await openCards(page, ['4242424242424242', '4150000000000018']);
  await expect(card(page, '4242')).toContainText('Default');
  await expectNoAxeViolations(page);

  // Set as default: Options opens with Enter, the first action takes focus, the modal confirms.
  await (await menuButton(page, '0018')).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Set as default' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make this your default card?' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/modal-open/);
  await dialog.getByRole('button', { name: 'Set as default' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner(page, 'Your default card was changed.')).toBeVisible();
  await expect(card(page, '0018')).toContainText('Default');
  await expect(card(page, '4242')).not.toContainText('Default');

  // The default card cannot be removed: its modal explains, Escape closes it and focus returns to Options.
  await (await menuButton(page, '0018')).click();
  await page.getByRole('menuitem', { name: 'Remove card' }).click();
  await expect(page.getByRole('dialog', { name: 'This card cannot be removed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(actions(page, '0018')).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/modal-open/);

  // Another card can be removed after confirming.
  await (await menuButton(page, '4242')).click();
  await page.getByRole('menuitem', { name: 'Remove card' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(remove).toContainText('•••• •••• •••• 4242');
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Remove card' }).click();
  await expect(banner(page, 'The card was removed.')).toBeVisible();
  await expect(card(page, '4242')).toHaveCount(0);

  // The last card of a site that requires one stays, with the site's message.
  await (await menuButton(page, '0018')).click();
  await page.getByRole('menuitem', { name: 'Remove card' }).click();
  await expect(banner(page, 'At least one card is required, so this card cannot be removed.')).toBeVisible();
  await expect(card(page, '0018')).toBeVisible();
});

test.describe('faults on the card calls show their banners with the reference id', () => {
  test('enrolment', async ({ page }) => {
    await openCards(page, ['4242424242424242']);
    await page.route('**/user-attribute/user/assets', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-CID': 'cid-enrol' }, body: '{"error":"INTERNAL_ERROR"}' })
        : route.continue(),
    );
    await addCard(page, '4150 0000 0000 0018');
    await expect(banner(page, 'We could not add your card. Reference: cid-enrol')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('4150 0000 0000 0018');
  });

  test('removal', async ({ page }) => {
    await openCards(page, ['4242424242424242', '4150000000000018']);
    await page.route('**/remove-asset', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-CID': 'cid-remove' }, body: '{"error":"INTERNAL_ERROR"}' }),
    );
    await (await menuButton(page, '0018')).click();
    await page.getByRole('menuitem', { name: 'Remove card' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove card' }).click();
    await expect(banner(page, 'We could not remove the card. Reference: cid-remove')).toBeVisible();
    await expect(card(page, '0018')).toBeVisible();
  });

  test('set default', async ({ page }) => {
    await openCards(page, ['4242424242424242', '4150000000000018']);
    await page.route('**/update-asset', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-CID': 'cid-default' }, body: '{"error":"INTERNAL_ERROR"}' }),
    );
    await (await menuButton(page, '0018')).click();
    await page.getByRole('menuitem', { name: 'Set as default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set as default' }).click();
    await expect(banner(page, 'We could not make this card your default card. Reference: cid-default')).toBeVisible();
    await expect(card(page, '4242')).toContainText('Default');
  });
});

test('adding a card from the profile needs the number and the terms, then returns to the profile with the banner', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'profile.add', cards: ['4242424242424242'] }));
  await page.goto('/en_us/account/profile/');
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/edit-pan\/\?mode=add$/);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Please add at least one card.');
  await page.getByLabel('Card number').fill('4150 0000 0000 0018');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms to add your card.');
  await page.getByText('I agree that my card is enrolled').click();
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  await expect(banner(page, 'Your card was added.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
});

test('the profile-page mode cancels back to the profile', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'profile.cancel' }));
  await page.goto('/en_us/account/edit-pan/?mode=add');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('the ar_ae (right-to-left) card screen, its actions and a modal have no accessibility violations', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'axe.cards.ar_ae', cards: ['4242424242424242', '4150000000000018'] }));
  await page.goto('/ar_ae/account/edit-pan/');
  await expect(page.getByRole('listitem').filter({ hasText: /0018/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const options = page.getByRole('listitem').filter({ hasText: /0018/ }).getByRole('button');
  await expect(options).toHaveAttribute('aria-haspopup', 'true');
  await options.click();
  await expectNoAxeViolations(page);
  await page.getByRole('menu').getByRole('menuitem').last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a bank's gateway that names each card's id once, as assetId on some and id on others, and answers a removal with no body, still lists them and removes the chosen one (the answers rewritten at the network boundary)", async ({
  page,
}) => {
  // SPEC 3: "assetId (also seen as id)". The reference gateway sends both; this rewrites its card lists as such a bank
  // would: the first card by assetId alone, the others by id alone.
  await page.route(/\/api\/user-attribute\/user\/assets(\/[^/]+)?(\?.*)?$/, async (route) => {
    const answer = await route.fetch();
    const cards = (await answer.json()) as Record<string, unknown>[];
    const rewritten = cards.map(({ assetId, id, ...rest }, index) => (index === 0 ? { ...rest, assetId } : { ...rest, id }));
    await route.fulfill({ response: answer, json: rewritten });
  });
  // And its removal answers with no body at all: SPEC 7 says the answer is not read.
  await page.route('**/remove-asset', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 204, body: '' });
  });
  await openCards(page, ['4242424242424242', '4150000000000018']);
  await expect(card(page, '4242')).toBeVisible();
  await expect(card(page, '0018')).toBeVisible();
  const notDefault = (await card(page, '4242').getByText('Default').count()) === 0 ? '4242' : '0018';
  await (await menuButton(page, notDefault)).click();
  await page.getByRole('menuitem', { name: 'Remove card' }).click();
  await page.getByRole('dialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove card' }).click();
  await expect(banner(page, 'The card was removed.')).toBeVisible();
  await expect(card(page, notDefault)).toHaveCount(0);
});

test("a throttled card check says how long to wait instead of calling the card not valid (the gateway's 429 injected at the network boundary)", async ({
  page,
}) => {
  await openCards(page, ['4242424242424242']);
  await page.route('**/user-attribute/assets/validation*', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '180' }, body: '{"error":"TOO_MANY_REQUESTS"}' }),
  );
  const field = page.getByLabel('Card number');
  await field.fill('4150 0000 0000 0018');
  await expect(field).toHaveAccessibleDescription('Too many attempts. Please try again in 3 minutes.');
  await expect(page.getByText('A valid Visa card is required')).toHaveCount(0);
  await expect(field).toHaveValue('4150 0000 0000 0018');
});

test("a card's actions are a menu: arrow keys and typeahead move between them, Escape returns to Options, and the menu opens at the button's end, mirrored right to left", async ({
  page,
}) => {
  await openCards(page, ['4242424242424242', '4150000000000018']);
  const options = await menuButton(page, '0018');
  await options.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Set as default', 'Remove card']);
  await expect(menu.getByRole('menuitem', { name: 'Set as default' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Remove card' })).toBeFocused();
  await page.keyboard.press('s');
  await expect(menu.getByRole('menuitem', { name: 'Set as default' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(options).toBeFocused();
  // Left to right: the menu's end edge meets the button's end edge.
  await options.press('Enter');
  // The popover around the menu (its frame) is what is placed.
  const popover = page.locator('.action-menu-popover');
  const [ltrButton, ltrMenu] = await Promise.all([options.boundingBox(), popover.boundingBox()]);
  expect(Math.abs(ltrButton!.x + ltrButton!.width - (ltrMenu!.x + ltrMenu!.width))).toBeLessThan(2);
  await page.keyboard.press('Escape');

  // Right to left: the end is the left edge. On a phone the menu stays on the screen.
  await page.goto('/ar_ae/account/edit-pan/');
  const arabic = page.getByRole('button', { name: /0018/ });
  await expect(arabic).toHaveAttribute('aria-haspopup', 'true');
  await arabic.click();
  const [rtlButton, rtlMenu] = await Promise.all([arabic.boundingBox(), popover.boundingBox()]);
  expect(Math.abs(rtlButton!.x - rtlMenu!.x)).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 320, height: 700 });
  await arabic.click();
  const phoneMenu = await popover.boundingBox();
  expect(phoneMenu!.x).toBeGreaterThanOrEqual(0);
  expect(phoneMenu!.x + phoneMenu!.width).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
