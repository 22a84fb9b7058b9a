// What a site's pan_capture settings change on the card screen: proof of possession at enrolment (capture_cvv), cards
// not yet activated (check_card_active_status) and SPEC 2's second card-list layout (card_list_layout 'vpp'). The demo
// site 'localhost' checks the active status; /otp-bank/ asks for the security code too (every demo card's is 123,
// gateway/src/assets/cardPossession.ts); /demo-bank/ shows the VPP layout.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, signInAs, type Cardholder } from './support/accounts';
import { latestMessage } from './support/outbox';

const otpBank = { siteId: 'localhost_otp-bank', path: '/otp-bank/en_us/account' };
const inactiveCard = '4180 0000 0000 0012';

/** Password, then the e-mailed passcode (the only channel of an account without a phone): the otp-bank asks every time. */
async function signInAtOtpBank(page: Page, user: Cardholder): Promise<void> {
  await page.goto(`${otpBank.path}/login-form/`);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${otpBank.path}/login-otp/$`));
  const mail = await latestMessage(page.request, user.email);
  await page.getByLabel('Passcode', { exact: true }).fill(mail.code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${otpBank.path}/profile/$`));
}

test('a card the issuer has not activated is refused with its own words, as typed and on Add card, and is not added', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'cards.inactive', cards: ['4242424242424242'] }));
  await page.goto('/en_us/account/edit-pan/');
  const field = page.getByLabel('Card number');
  await field.fill(inactiveCard);
  await expect(field).toHaveAccessibleDescription('This card is not active yet. Activate it with your bank, then add it here.');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(field).toHaveAccessibleDescription('This card is not active yet. Activate it with your bank, then add it here.');
  await expect(field).toHaveValue(inactiveCard);
  await expect(page.getByRole('listitem').filter({ hasText: 'ending in 0012' })).toHaveCount(0);
  // The site's other cards are still accepted.
  await field.fill('4000 0000 0000 0010');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'ending in 0010' })).toBeVisible();
});

test('a bank that asks for the security code: missing, malformed and wrong codes are explained, the number is kept, and the right one adds the card; the code goes to the check once per press and never to the enrolment', async ({
  page,
}) => {
  const user = await createCardholder(page.request, { name: 'cards.cvv', siteId: otpBank.siteId, cards: [] });
  await signInAtOtpBank(page, user);
  const sent: { path: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /user-attribute\/(assets\/validation|user\/assets)/.test(request.url())) {
      sent.push({ path: new URL(request.url()).pathname, body: request.postData() ?? '' });
    }
  });
  await page.goto(`${otpBank.path}/edit-pan/`);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  const number = page.getByLabel('Card number');
  const code = page.getByLabel('Security code (CVV)');
  await expect(code).toHaveAttribute('autocomplete', 'cc-csc');
  await number.fill('4000 0000 0000 0010');
  const add = page.getByRole('button', { name: 'Add card' });

  await add.click();
  await expect(code).toHaveAccessibleDescription('Enter the security code from your card');
  await code.fill('12');
  await add.click();
  await expect(code).toHaveAccessibleDescription('The security code is the 3 or 4 digits on your card');
  await code.fill('999');
  await add.click();
  await expect(code).toHaveAccessibleDescription('That security code does not match this card. Check it and try again.');
  await expect(number).toHaveValue('4000 0000 0000 0010');
  await expect(code).toHaveValue('999');
  await expectNoAxeViolations(page);

  await code.fill('123');
  await add.click();
  await expect(page.getByRole('listitem').filter({ hasText: 'ending in 0010' })).toBeVisible();
  await expect(code).toHaveValue('');
  const withCode = sent.filter((request) => request.body.includes('"cvv"'));
  expect(withCode.map((request) => (JSON.parse(request.body) as { cvv?: string }).cvv)).toEqual(['999', '123']);
  expect(withCode.every((request) => request.path.endsWith('/assets/validation'))).toBe(true);
  expect(sent.some((request) => request.path.endsWith('/user/assets') && !request.body.includes('123'))).toBe(true);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
  expect(stored).not.toContain('"123"');
});

test('the security code goes under the number on a phone and beside it on a desktop, never off the screen, in English, Arabic and German', async ({ page }) => {
  const user = await createCardholder(page.request, { name: 'cards.cvv.layout', siteId: otpBank.siteId, cards: [] });
  await signInAtOtpBank(page, user);
  for (const [locale, width] of [
    ['en_us', 360],
    ['ar_ae', 360],
    ['de_de', 1280],
    ['en_us', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/otp-bank/${locale}/account/edit-pan/`);
    await expect(page.locator('input[name="cvv"]')).toBeVisible();
    const numberBox = await page.locator('input[name="pan"]').boundingBox();
    const codeBox = await page.locator('input[name="cvv"]').boundingBox();
    if (width < 500) expect(numberBox && codeBox && codeBox.y > numberBox.y + numberBox.height).toBe(true);
    else {
      expect(numberBox && codeBox && Math.abs(numberBox.y - codeBox.y)).toBeLessThan(4);
      // Side by side, apart: neither input covers the other.
      expect(numberBox && codeBox && Math.max(numberBox.x, codeBox.x) >= Math.min(numberBox.x + numberBox.width, codeBox.x + codeBox.width)).toBe(true);
    }
    const card = await page.locator('main').boundingBox();
    const label = await page
      .locator('.field', { has: page.locator('input[name="cvv"]') })
      .locator('.field-label')
      .boundingBox();
    expect(card && label && label.x >= card.x && label.x + label.width <= card.x + card.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("a bank that chose SPEC 2's second (VPP) layout shows each card as a card-shaped tile with its badges, two abreast on a desktop and one per row on a phone", async ({
  page,
}) => {
  const holder = await createCardholder(page.request, { name: 'cards.vpp', siteId: 'localhost_demo-bank', cards: ['4242424242424242'] });
  await signInAs(page.request, holder, 'localhost_demo-bank');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo-bank/en_us/account/edit-pan/');
  const list = page.getByRole('region', { name: 'Your cards' });
  await expect(list).toHaveAttribute('data-layout', 'vpp');
  const tile = list.getByRole('listitem').filter({ hasText: 'ending in 4242' });
  await expect(tile).toContainText('Default');
  await expect(tile).toContainText('•••• •••• •••• 4242');
  const box = await tile.boundingBox();
  // The shape of a payment card (ISO/IEC 7810 ID-1, 85.6 x 54 mm), and not the whole row.
  expect(box && Math.abs(box.width / box.height - 1.586)).toBeLessThan(0.05);
  const listBox = await list.boundingBox();
  expect(box && listBox && box.width < listBox.width / 1.8).toBe(true);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/demo-bank/ar_ae/account/edit-pan/');
  await expect(page.locator('.card-list[data-layout="vpp"] li')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The demo site's own list stays a list.
  await signInAs(page.request, await createCardholder(page.request, { name: 'cards.list', cards: ['4242424242424242'] }));
  await page.goto('/en_us/account/edit-pan/');
  await expect(page.getByRole('region', { name: 'Your cards' })).not.toHaveAttribute('data-layout', 'vpp');
});
