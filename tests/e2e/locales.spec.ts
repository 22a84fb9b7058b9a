// Every locale for real (issue "Every locale for real"): sign-in, registration and the card screen in eight locales
// show their own language, not English; each is free of accessibility violations and photographed; right-to-left
// pages mirror, and what is written left to right (e-mail addresses, card numbers) stays so.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createCardholder, isActivation, signInAs } from './support/accounts';
import { outboxFor } from './support/outbox';
import { dictionary, localeDictionary, textsOf } from './support/texts';

const english = dictionary('en');

/** The words of a text: a plain text, or each form of a plural text. */
const wordsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).map((form) => (typeof form === 'string' ? form : ''))
      : [];

/**
 * English sentences and labels that must not show in `locale`: every English text whose key the locale words
 * differently. A text the locale writes as English does (a Visa product name, "E-mail: {{destination}}") is allowed.
 */
function englishOnly(locale: string): Set<string> {
  const own = localeDictionary(locale);
  const words = new Set<string>();
  for (const [key, value] of Object.entries(english)) {
    const ownWords = new Set(wordsOf(own[key]));
    for (const text of wordsOf(value)) if (!ownWords.has(text) && !text.includes('{{') && text.trim().length > 1) words.add(text.trim());
  }
  return words;
}

/** The visible text of the page's header and main region, one entry per element's own text. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (parent === null || text === '' || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.closest('script, style, noscript')) continue;
      found.push(text);
    }
    // Labels a person sees without text nodes: placeholders and button values.
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) if (input.checkVisibility()) found.push(input.placeholder);
    return found;
  });
}

async function expectNoEnglish(page: Page, locale: string): Promise<void> {
  const forbidden = englishOnly(locale);
  const english = (await visibleTexts(page)).filter((text) => forbidden.has(text));
  expect(english, `English text on ${page.url()}`).toEqual([]);
}

async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  // A stable name in the test's output folder (test-results/…/{locale}-{screen}.png), for a person to look at.
  await page.screenshot({ path, fullPage: true });
}

/** The screen has shown with the site's config (its checks ended). */
const ready = (page: Page) => expect(page.locator('.screen[data-ready="true"]')).toBeAttached();

const locales = ['de_de', 'pt_br', 'es_mx', 'fr_fr', 'ja_jp', 'zh_tw', 'ar_ae', 'hi_in'] as const;

for (const locale of locales) {
  test.describe(`${locale} in its own language`, () => {
    test(`sign-in and registration show no English, have no accessibility violations and are photographed`, async ({ page }, testInfo) => {
      for (const route of ['login-form', 'registration']) {
        await page.goto(`/${locale}/account/${route}/`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`);
        await expectNoEnglish(page, locale);
        await expectNoAxeViolations(page);
        await photograph(page, testInfo, `${locale}-${route}`);
      }
      // The registration form's errors are in the language too.
      await page.getByRole('button', { name: textsOf(locale)['registration.continue'] }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expectNoEnglish(page, locale);
    });

    test(`the card screen shows no English, has no accessibility violations and is photographed`, async ({ page }, testInfo) => {
      await signInAs(page.request, await createCardholder(page.request, { name: `locale.${locale}`, cards: ['4242424242424242'] }));
      await page.goto(`/${locale}/account/edit-pan/`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsOf(locale)['title.editPan']);
      await expectNoEnglish(page, locale);
      await expectNoAxeViolations(page);
      await photograph(page, testInfo, `${locale}-edit-pan`);
    });
  });
}

for (const locale of ['ar_ae', 'he_il'] as const) {
  test(`${locale} lays out right to left, with e-mail addresses and card numbers left to right`, async ({ page }, testInfo) => {
    await page.goto(`/${locale}/account/login-form/`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const email = page.locator('input[type="email"]');
    await email.fill('name@example.com');
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    // The form starts at the right edge: its first label sits right of the page's middle.
    const label = await page.locator('main label').first().boundingBox();
    expect(label && label.x + label.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
    await expectNoEnglish(page, locale);
    await photograph(page, testInfo, `${locale}-login-form-rtl`);

    await page.goto(`/${locale}/account/registration/`);
    await ready(page);
    await expectNoEnglish(page, locale);
    await photograph(page, testInfo, `${locale}-registration-rtl`);
  });
}

test('digits typed on an Arabic or Hindi keyboard fill the numeric fields as the digits they are', async ({ page }) => {
  for (const [locale, typed] of [
    ['ar_ae', '١٩٩٠'],
    ['hi_in', '१९९०'],
  ] as const) {
    await page.goto(`/${locale}/account/registration/`);
    await ready(page);
    const year = page.getByLabel(textsOf(locale)['user.dob.yyyy'], { exact: true });
    await year.fill(typed);
    await expect(year).toHaveValue('1990');
  }
});

test('the e-mails and text messages of a cardholder are in the language they registered and asked in', async ({ page }) => {
  const t = textsOf('de_de');
  // An account registered from a German page (the gateway's registration call, as the de_de form sends it).
  const cardholder = await createCardholder(page.request, { name: 'messages.de', locale: 'de_de' });
  const activation = (await outboxFor(page.request, cardholder.email)).find(isActivation);
  expect(activation?.subject).toBe(t['message.activation.subject']);
  expect(activation?.body).toContain('48');
  expect(activation?.body).not.toMatch(/Welcome|Open the link/);
  // A passcode asked for from the German recovery page comes in German too.
  await page.goto('/de_de/account/recovery/');
  await ready(page);
  await page.getByLabel(t['user.email.label']).fill(cardholder.email);
  await page.getByRole('button', { name: t['recovery.submit'] }).click();
  await expect
    .poll(async () => (await outboxFor(page.request, cardholder.email)).map((message) => message.subject))
    .toContain(t['message.recoveryPasscode.subject']);
  // The page goes on to the German passcode step (the test ends on a settled page, not in the middle of leaving one).
  await expect(page).toHaveURL(/\/de_de\/account\/reset-password\/$/);
  await ready(page);
});

test('long words (Finnish, German) and right-to-left pages fit a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const locale of ['fi_fi', 'de_de', 'ar_ae']) {
    for (const route of ['login-form', 'registration']) {
      await page.goto(`/${locale}/account/${route}/`);
      await ready(page);
      expect(await overflow(), `${locale}/${route}`).toBe(0);
    }
  }
  await signInAs(page.request, await createCardholder(page.request, { name: 'narrow', cards: ['4242424242424242'] }));
  for (const locale of ['fi_fi', 'de_de', 'ar_ae']) {
    for (const route of ['profile', 'edit-pan', 'password', 'edit-profile']) {
      await page.goto(`/${locale}/account/${route}/`);
      await ready(page);
      expect(await overflow(), `${locale}/${route}`).toBe(0);
    }
  }
});
