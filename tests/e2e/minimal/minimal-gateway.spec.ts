// Run only by `npm run test:e2e:minimal` (playwright.minimal.config.ts): proof that the gateway under test answers as
// the minimal SPEC 7 gateway, so the journeys run beside this file prove the site against SPEC's contract alone.
import { expect, test } from '@playwright/test';
import { createCardholder, signInAs } from '../support/accounts';

test('the gateway under test names cards by assetId alone or id alone and answers a removal with an empty body', async ({ page }) => {
  await signInAs(page.request, await createCardholder(page.request, { name: 'minimal', cards: ['4242424242424242', '4150000000000018'] }));
  const listed = await page.request.get('/gateway/api/user-attribute/user/assets', { headers: { 'X-COOKIE-AUTH': 'true' } });
  const cards = (await listed.json()) as Record<string, unknown>[];
  expect(cards.map((card) => ('assetId' in card ? 'assetId' : '') + ('id' in card ? 'id' : ''))).toEqual(['assetId', 'id']);

  // The site removes the second card (named by id) on its card screen and lists what is left.
  await page.goto('/en_us/account/edit-pan/');
  await page.locator('.screen[data-ready="true"]').waitFor();
  const removal = page.waitForResponse((response) => response.url().endsWith('/remove-asset'));
  const options = page.getByRole('button', { name: 'Options for the card ending in 0018' });
  // The menu button react-aria-components' menu makes of it once loaded.
  await expect(options).toHaveAttribute('aria-haspopup', 'true');
  await options.click();
  await page.getByRole('menuitem', { name: 'Remove card' }).click();
  await page.getByRole('dialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove card' }).click();
  // 204: no content (the site does not read it, so the browser keeps none to show).
  expect((await removal).status()).toBe(204);
  await expect(page.getByRole('status').filter({ hasText: 'The card was removed.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'ending in 0018' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'ending in 4242' })).toBeVisible();
});
