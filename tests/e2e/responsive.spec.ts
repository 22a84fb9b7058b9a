// Every screen at phone widths (issue 15 part 4, WCAG 2.2): no sideways scrolling at 320 and 390 px, in a
// left-to-right and a right-to-left locale, and every control at least 24 x 24 CSS px (links in running text aside).
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/account';

const publicScreens = ['login-form', 'registration', 'recovery', 'resend-activation', 'activate', 'careers'];
const signedInScreens = [
  'profile',
  'edit-profile',
  'edit-pan',
  'cashback-statement',
  'site-settings',
  'password',
  'mfa-setup',
  'delete-profile',
  'email-alias',
];

async function measure(page: Page): Promise<{ sideways: boolean; small: string[] }> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, input, select, textarea, a.button, [role="button"]')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[hidden], [aria-hidden="true"]')) continue;
      if (box.width < 24 || box.height < 24)
        small.push(`${element.tagName.toLowerCase()}[name=${element.getAttribute('name') ?? ''}] ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return { sideways: document.documentElement.scrollWidth > window.innerWidth, small };
  });
}

for (const locale of ['en_us', 'ar_ae']) {
  for (const width of [320, 390]) {
    test(`every screen in ${locale} at ${width} px scrolls only up and down, with controls of 24 px or more`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      const visit = async (route: string) => {
        await page.goto(`/${locale}/account/${route}/`);
        await expect(page.locator('.screen[data-ready="true"]'), route).toBeVisible();
        const { sideways, small } = await measure(page);
        expect(sideways, `${route} scrolls sideways`).toBe(false);
        expect(small, `${route} has controls under 24 px`).toEqual([]);
      };
      for (const route of publicScreens) await visit(route);
      await signIn(page, accounts.demo);
      for (const route of signedInScreens) await visit(route);
    });
  }
}
