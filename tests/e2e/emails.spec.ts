// The e-mails the gateway sends, as the cardholder reads them (issue 15): in the language of the page they asked from,
// in the brand of their bank's site (its theme's colours, logo and name), with a plain-text part saying the same. The
// local outbox's inbox shows each one as sent: its HTML part in a frame, its plain text beside.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { createCardholder, isActivation, isCode, waitForMessage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { textsOf } from './support/texts';

/** Opens the inbox of an address and answers the frame of its newest e-mail with this subject. */
async function openEmail(page: Page, to: string, subject: string): Promise<FrameLocator> {
  await page.goto(`/gateway/dev/inbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByRole('heading', { name: subject, level: 2 }).first()).toBeVisible();
  return page.frameLocator(`iframe[title="The e-mail as sent: ${subject}"]`).first();
}

test('the activation e-mail of a bank with a dark header speaks Arabic, right to left, in the bank’s colours and name', async ({ page, request }) => {
  const t = textsOf('ar_ae');
  const cardholder = await createCardholder(request, { name: 'onyx-mail', siteId: 'localhost_onyx-bank', locale: 'ar_ae', cards: [] });
  const activation = await waitForMessage(request, cardholder.email, isActivation);
  expect(activation.subject).toBe(t['message.activation.subject']);

  const email = await openEmail(page, cardholder.email, t['message.activation.subject']);
  await expect(email.locator('html')).toHaveAttribute('lang', 'ar-AE');
  await expect(email.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(email.getByRole('heading', { name: t['message.activation.subject'] })).toBeVisible();
  // The onyx theme: a filled header in its primary colour, its logo named for the reader.
  const logo = email.getByRole('img', { name: 'Onyx Private' });
  await expect(logo).toBeVisible();
  await expect(logo.locator('xpath=..')).toHaveCSS('background-color', 'rgb(28, 28, 30)');
  // The button leads to the activation page of the same site and language, drawn in the theme's colours.
  const button = email.getByRole('link', { name: t['message.activation.subject'] });
  await expect(button).toHaveAttribute('href', activation.link ?? '');
  expect(activation.link).toContain('/onyx-bank/ar_ae/account/activate/?token=');
  await expect(button).toHaveCSS('background-color', 'rgb(28, 28, 30)');
  await expect(button).toHaveCSS('color', 'rgb(243, 227, 179)');
  await expect(email.getByText(t['message.linkFallback'])).toBeVisible();
  await expect(email.getByText(t['message.footer'].replace('{{brand}}', 'Onyx Private'))).toBeVisible();

  // The plain-text part says the same: the sentences, the address, the small print.
  await page.getByText('Plain-text part').first().click();
  const plain = page.locator('details pre').first();
  await expect(plain).toContainText(activation.link ?? '');
  await expect(plain).toContainText('Onyx Private');
  // Accessible as a page of its own (a sandboxed frame runs no script, so axe reads the e-mail where it opens alone).
  const inbox = await new AxeBuilder({ page }).options({ iframes: false }).setLegacyMode().analyze();
  expect(inbox.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('link', { name: 'Open the e-mail on its own page' }).first().click();
  await expect(page.getByRole('heading', { name: t['message.activation.subject'] })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a password reset passcode asked for on a German page of a light bank comes in German with its logo, the passcode set apart', async ({
  page,
  request,
}) => {
  const t = textsOf('de_de');
  await page.goto('/demo-bank/de_de/account/recovery/');
  await page.getByLabel(t['login.email.label']).fill('harbour@example.com');
  await page.getByRole('button', { name: t['recovery.submit'] }).click();
  // This site asks which channel first; the account has no phone, so e-mail is the one offered.
  await expect(page).toHaveURL(/\/demo-bank\/de_de\/account\/passcode-preference\/$/);
  await page.getByRole('button', { name: t['recovery.submit'] }).click();
  await expect(page).toHaveURL(/\/demo-bank\/de_de\/account\/passcode\/$/);
  const message = await waitForMessage(request, 'harbour@example.com', (sent) => sent.subject === t['message.recoveryPasscode.subject'] && isCode(sent));

  const email = await openEmail(page, 'harbour@example.com', t['message.recoveryPasscode.subject']);
  await expect(email.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(email.getByRole('img', { name: 'Harbour Bank' })).toBeVisible();
  // harbour's header is plain: the logo on the surface colour, the page behind in the theme's background.
  await expect(email.getByRole('img', { name: 'Harbour Bank' }).locator('xpath=..')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(email.locator('body')).toHaveCSS('background-color', 'rgb(238, 244, 242)');
  await expect(email.getByText(message.code ?? '', { exact: true })).toBeVisible();
  await expect(email.getByText(t['message.footer'].replace('{{brand}}', 'Harbour Bank'))).toBeVisible();
  // No button: a passcode e-mail leads nowhere.
  await expect(email.getByRole('link')).toHaveCount(0);
});
