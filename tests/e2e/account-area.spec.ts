// The account area (issue 15 part 2): the signed-in screens share the bank's header with the cardholder's name, a
// navigation that marks the current page, a sidebar on wide screens and a Menu on phones (the platform's popover:
// keyboard, Escape, mirrored in right-to-left pages), and sign-out; the profile shows the cards as cards.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/account';
import { expectNoAxeViolations } from './support/axe';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Manage your account' });
/** The Menu button's expanded state in Chromium's accessibility tree. */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
  };
  await session.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Menu');
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
}

const navItems = ['Your profile', 'Manage cards', 'Cashback statement', 'Preferences', 'Security', 'Two-step verification', 'Change password', 'Sign out'];

test('on a wide screen the navigation is a sidebar that marks the page, and the header names the cardholder', async ({ page }) => {
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/profile/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Dana Demo');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(accountNav(page).getByRole('link')).toHaveText(navItems);
  await expect(accountNav(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute('aria-current', 'page');
  // Beside the screen, not above it.
  const [nav, main] = await Promise.all([accountNav(page).getByRole('list').boundingBox(), page.getByRole('main').boundingBox()]);
  expect(nav!.x + nav!.width).toBeLessThanOrEqual(main!.x);
  expect(Math.abs(nav!.y - main!.y)).toBeLessThan(2);

  await accountNav(page).getByRole('link', { name: 'Cashback statement' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/cashback-statement\/$/);
  await expect(accountNav(page).getByRole('link', { name: 'Cashback statement' })).toHaveAttribute('aria-current', 'page');
  await expect(accountNav(page).locator('[aria-current]')).toHaveCount(1);
  // A screen within the profile marks the profile's item.
  await page.goto('/en_us/account/edit-profile/');
  await expect(accountNav(page).getByRole('link', { name: 'Your profile' })).toHaveAttribute('aria-current', 'true');
  // The name comes with the screens that do not load the profile too.
  await page.goto('/en_us/account/site-settings/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Dana Demo');
  await expectNoAxeViolations(page);

  await accountNav(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/login(-form)?\//);
  await expect(accountNav(page)).toHaveCount(0);
});

test('on a phone the navigation opens from Menu with the keyboard, and Escape closes it back onto the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, accounts.demo);
  await page.goto('/en_us/account/edit-pan/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(accountNav(page).getByRole('link', { name: 'Manage cards' })).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  // What assistive technology is told (Chromium's accessibility tree: the platform marks a popover's invoker expanded).
  expect(await menuExpanded(page)).toBe(true);
  await expect(accountNav(page).getByRole('link')).toHaveText(navItems);
  await expect(accountNav(page).getByRole('link', { name: 'Manage cards' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(accountNav(page).getByRole('link', { name: 'Your profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(accountNav(page).getByRole('link', { name: 'Your profile' })).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await menuExpanded(page)).toBe(false);

  await menu.click();
  await accountNav(page).getByRole('link', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/site-settings\/$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('in a right-to-left page the phone menu opens at the left, where the Menu button is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, accounts.demo);
  await page.goto('/ar_ae/account/profile/');
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  const menu = page.locator('.account-menu-button');
  const button = await menu.boundingBox();
  expect(button!.x).toBeLessThan(195);
  await menu.click();
  const panel = await page.locator('#account-menu').boundingBox();
  expect(panel!.x).toBeLessThan(20);
  await expectNoAxeViolations(page);
});

test("the profile shows the cardholder's cards as cards, the default first, with their cashback status", async ({ page }) => {
  await signIn(page, accounts.cashback);
  await page.goto('/en_us/account/profile/');
  const cards = page.getByRole('region', { name: 'Your cards' });
  await expect(cards.getByRole('listitem').first()).toContainText('Default');
  const first = await cards.getByRole('listitem').first().boundingBox();
  // Card-shaped: the payment card's 1.586 ratio.
  expect(first!.width / first!.height).toBeCloseTo(1.586, 1);
  await expect(cards.getByText(/Eligible|Not eligible|Pending/).first()).toBeVisible();
  // Actions stay on the card screen.
  await expect(cards.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
