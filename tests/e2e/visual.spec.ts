// The account area as a person sees it (issue 15): the profile overview and the card screen compared with committed
// screenshots, in the classic theme (en_us, the demo's cashback cardholder and its seeded cards) and the light bank's
// (harbour, on /demo-bank/, a new cardholder whose address is masked). Fonts are Debian's Noto, as CI installs them;
// against a preview with other fonts, update the references there (`--update-snapshots`).
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/account';
import { createCardholder, signInAs } from './support/accounts';

const shot = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
  // The web fonts the system has are in; the screen has settled.
  await page.evaluate(() => document.fonts.ready);
}

for (const width of [390, 1280]) {
  test(`classic theme at ${width} px: the profile overview and the card screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, accounts.cashback);
    await ready(page, '/en_us/account/profile/');
    await expect(
      page
        .getByRole('region', { name: 'Your cards' })
        .getByText(/Eligible/)
        .first(),
    ).toBeVisible();
    await expect(page).toHaveScreenshot(`classic-profile-${width}.png`, shot);
    await ready(page, '/en_us/account/edit-pan/');
    await expect(page.getByRole('heading', { name: 'Your cards', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Options for the card ending in 1111' })).toHaveAttribute('aria-haspopup', 'true');
    await expect(page).toHaveScreenshot(`classic-cards-${width}.png`, shot);
  });

  test(`harbour theme at ${width} px: the profile overview and the card screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const cardholder = await createCardholder(page.request, { name: 'visual', siteId: 'localhost_demo-bank', cards: [] });
    await signInAs(page.request, cardholder, 'localhost_demo-bank');
    await ready(page, '/demo-bank/en_us/account/profile/');
    await expect(page).toHaveScreenshot(`harbour-profile-${width}.png`, { ...shot, mask: [page.getByText(cardholder.email)] });
    await ready(page, '/demo-bank/en_us/account/edit-pan/');
    await expect(page).toHaveScreenshot(`harbour-cards-${width}.png`, shot);
  });
}
