// The careers screen (SPEC 9 career fallback content) on sites whose config sets cms.careers: the open positions the
// site's CMS publishes for the page's locale, a 180-character summary each, search and order; the built-in texts when
// the CMS publishes none; sign-in for a site that shows no careers.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';

async function openCareers(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.screen[data-ready="true"]')).toBeVisible();
}

const titles = (page: Page) => page.locator('.job h2');

test.describe('careers', () => {
  test('lists the positions with their summary, place and day, then searches and sorts them', async ({ page }) => {
    await openCareers(page, '/en_us/account/careers/');
    await expect(page).toHaveTitle(/ - Careers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    // Best match without search words: the CMS's own order.
    await expect(titles(page)).toHaveText(['Cardholder Care Team Lead', 'Rewards Data Analyst', 'Front-end Engineer, Accessibility']);
    await expect(page.getByRole('status').filter({ hasText: 'Positions listed: 3' })).toBeVisible();

    const analyst = page.getByRole('article', { name: 'Rewards Data Analyst' });
    await expect(analyst.getByRole('link', { name: 'Rewards Data Analyst' })).toHaveAttribute('href', 'https://careers.example.com/jobs/data-analyst');
    await expect(analyst).toContainText('Austin, Texas (hybrid)');
    await expect(analyst).toContainText('Posted on September 14, 2026');
    const summary = (await analyst.locator('p').last().textContent()) ?? '';
    expect(summary.startsWith('Turn card spending into rewards cardholders love.')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
    expect([...summary].length).toBeLessThanOrEqual(180);
    // A short description is shown whole; a posting without a link has its title as plain text.
    await expect(page.getByRole('article', { name: 'Cardholder Care Team Lead' })).toContainText(
      'Lead a team of twelve who answer cardholders by phone, chat and e-mail.',
    );
    await expect(page.getByRole('article', { name: 'Front-end Engineer, Accessibility' }).getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Newest first' });
    await expect(titles(page)).toHaveText(['Cardholder Care Team Lead', 'Front-end Engineer, Accessibility', 'Rewards Data Analyst']);

    // A title match before a description match, whatever the order chosen last.
    await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
    await page.getByLabel('Search positions').fill('ANALYST');
    await expect(titles(page)).toHaveText(['Rewards Data Analyst', 'Front-end Engineer, Accessibility']);
    await expect(page.locator('.careers-count')).toHaveText('Positions listed: 2');

    await page.getByLabel('Search positions').fill('pilot');
    await expect(titles(page)).toHaveCount(0);
    await expect(page.locator('.careers-count')).toHaveText('No position matches your search. Try other words.');
  });

  test("shows each locale's own positions in its words, and the built-in text where none are published", async ({ page }) => {
    const portuguese = textsOf('pt_br');
    await openCareers(page, '/pt_br/account/careers/');
    await expect(titles(page)).toHaveText(['Analista de Dados de Recompensas']);
    await expect(page.getByRole('article')).toContainText('2 de novembro de 2026');
    await expect(page.getByLabel(portuguese['careers.search'])).toBeVisible();

    const german = textsOf('de_de');
    await openCareers(page, '/de_de/account/careers/');
    await expect(page.getByText(german['careers.none'])).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByLabel(german['careers.search'])).toHaveCount(0);
  });

  test('says the positions could not be loaded when the CMS does not answer (its calls aborted in the browser)', async ({ page }) => {
    await page.route('**/api/bin/aem/rest**', (route) => route.abort('connectionrefused'));
    await openCareers(page, '/en_us/account/careers/');
    await expect(page.getByText('The open positions could not be loaded. Please try again later.')).toBeVisible();
    await expect(page.getByText('There are no open positions right now.')).toHaveCount(0);
  });

  test("reads a nested CMS answer under the bank's own key root", async ({ page }) => {
    await openCareers(page, '/cms-bank/en_us/account/careers/');
    await expect(titles(page)).toHaveText(['Branch Advisor']);
    await expect(page.getByRole('article')).toContainText('Posted on November 1, 2026');
  });

  test('a site that shows no careers sends the visitor to sign in', async ({ page }) => {
    await page.goto('/demo-bank/en_us/account/careers/');
    await expect(page).toHaveURL(/\/demo-bank\/en_us\/account\/login-form\/$/);
  });

  test('fits a 320 px phone and mirrors right to left without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/en_us/account/careers/', '/ar_ae/account/careers/']) {
      await openCareers(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
