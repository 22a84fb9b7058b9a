// Consent history (issue 17, part 4): a new privacy policy asked again at sign-in, "last changed on" on the
// preferences screen, the history downloaded as JSON from the profile, the app channel, and a concierge's view.
// The demo site 'localhost' has its policy at '2026-11' and its opt-in wording at '2026-06' (demo-rewards.json).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, accounts, shownAlert, signIn } from './support/account';
import { createCardholder, signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { filled, textsOf } from './support/texts';

const t = textsOf('en_us');

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(t['login.email.label']).fill(email);
  await page.getByLabel(t['login.password.label'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['login.submit'] }).click();
}

interface Downloaded {
  siteId: string;
  policyVersion: string | null;
  records: { subject: string; granted: boolean; version: string | null; channel: string; siteId: string; at: string }[];
}

test('a cardholder who accepted an older policy is asked to accept the new one at sign-in, and goes on to where they were headed; the next sign-in asks nothing', async ({
  page,
}) => {
  await page.goto('/en_us/account/login-form/?returnurl=%2Fen_us%2Faccount%2Fsite-settings%2F');
  await signInWithForm(page, 'policy-renew@example.com', demoPassword);
  await expect(page).toHaveURL(/\/en_us\/account\/privacy-policy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['title.privacyPolicy']);
  await expect(page.getByText(filled(t['policy.version'], { version: '2026-11' }))).toBeVisible();
  await expect(page.getByRole('link', { name: t['policy.read'] })).toHaveAttribute('href', 'https://www.example.com/demo-rewards/privacy');
  await expect(page.getByRole('link', { name: t['policy.signOut'] })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t['policy.accept'] }).click();
  await expect(page).toHaveURL(/\/en_us\/account\/site-settings\/$/);
  await expect(page.getByText(/You accepted the privacy policy \(version\W*2026-11\W*\) on /)).toBeVisible();

  const history = (await (
    await page.request.get('/api/user-mgmt/user/consents', { headers: { 'X-COOKIE-AUTH': 'true', 'X-SITE-ID': 'localhost' } })
  ).json()) as Downloaded;
  expect(history.records[0]).toMatchObject({ subject: 'pp', granted: true, version: '2026-11', channel: 'web', siteId: 'localhost' });
  expect(history.records.map((record) => record.version)).toEqual(['2026-11', '2026-03']);

  await page.goto('/en_us/account/logout/');
  await expect(page).toHaveURL(/\/login-form\/$/);
  await signInWithForm(page, 'policy-renew@example.com', demoPassword);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  // Opened by hand once accepted, the screen sends on to the profile.
  await page.goto('/en_us/account/privacy-policy/');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('a new cardholder is not asked again: the registration recorded the policy in force', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'consent.new' });
  await page.context().clearCookies();
  await page.goto('/en_us/account/login-form/');
  await signInWithForm(page, cardholder.email, cardholder.password);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});

test('the preferences show when each choice last changed; the profile downloads the history as JSON, with the app channel of a change made in the app', async ({
  page,
  browser,
}) => {
  const cardholder = await createCardholder(page.request, { name: 'consent.history' });
  await signInAs(page.request, cardholder);
  await page.goto('/en_us/account/site-settings/');
  const email = page.getByRole('checkbox', { name: t['preferences.optIn.email'] });
  await expect(email).not.toBeChecked();
  await expect(email).not.toHaveAccessibleDescription(/Last changed/);
  await expect(page.getByText(/You accepted the privacy policy \(version\W*2026-11\W*\) on /)).toBeVisible();
  await email.check();
  await page.getByRole('button', { name: t['preferences.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: t['preferences.saved'] })).toBeVisible();
  await expect(email).toHaveAccessibleDescription(/^Last changed on .*2\d{3}/);
  await expectNoAxeViolations(page);

  // The same cardholder in the bank's app withdraws it.
  const app = await browser.newContext({ baseURL: page.url() });
  const appPage = await app.newPage();
  await signInAs(appPage.request, cardholder);
  await appPage.goto('/en_us/account/site-settings/?isMobile=true');
  await appPage.getByRole('checkbox', { name: t['preferences.optIn.email'] }).uncheck();
  await appPage.getByRole('button', { name: t['preferences.submit'] }).click();
  await expect(appPage.getByRole('status').filter({ hasText: t['preferences.saved'] })).toBeVisible();
  await app.close();

  await page.goto('/en_us/account/profile/');
  const section = page.getByRole('region', { name: t['profile.consents.heading'] });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: t['profile.consents.download'] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consent-history-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as Downloaded;
  expect(file.siteId).toBe('localhost');
  expect(file.policyVersion).toBe('2026-11');
  expect(file.records.map(({ subject, granted, version, channel, siteId }) => ({ subject, granted, version, channel, siteId }))).toEqual([
    { subject: 'email', granted: false, version: '2026-06', channel: 'app', siteId: 'localhost' },
    { subject: 'email', granted: true, version: '2026-06', channel: 'web', siteId: 'localhost' },
    { subject: 'pp', granted: true, version: '2026-11', channel: 'web', siteId: 'localhost' },
  ]);
});

test("a concierge reads a cardholder's consent history within a look-up, and the audit names it as shown", async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'consent.staff' });
  await page.context().clearCookies();
  await signIn(page, accounts.concierge);
  await page.goto('/en_us/account/profile/');
  const search = page.getByRole('search');
  await search.getByLabel(t['concierge.email.label']).fill(cardholder.email);
  await search.getByLabel(t['concierge.reason.label']).selectOption('CARDHOLDER_REQUEST');
  await search.getByLabel(t['concierge.note.label']).fill('Asked what they agreed to');
  await search.getByRole('button', { name: t['concierge.search'] }).click();
  const history = page.getByRole('region', { name: t['concierge.consents'] });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText([t['consents.subject.pp'], t['consents.granted'], '2026-11', t['consents.channel.web']].join(''));
  const entry = page.getByRole('region', { name: t['concierge.audit.heading'] }).getByRole('row').filter({ hasText: cardholder.email });
  await expect(entry).toContainText('Profile, Cards, Preferences, Consents');
  await expectNoAxeViolations(page);
});

test("a bank's gateway without the consent history (its 404 faked at the network boundary): the choices show alone and the profile says the history cannot be downloaded", async ({
  page,
}) => {
  const cardholder = await createCardholder(page.request, { name: 'consent.nohistory' });
  await page.route('**/user-mgmt/user/consents', (route) => route.fulfill({ status: 404, json: { error: 'NOT_FOUND' } }));
  await page.context().clearCookies();
  await page.goto('/en_us/account/login-form/');
  await signInWithForm(page, cardholder.email, cardholder.password);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
  const section = page.getByRole('region', { name: t['profile.consents.heading'] });
  await section.getByRole('button', { name: t['profile.consents.download'] }).click();
  await expect(section.getByRole('status')).toHaveText(t['profile.consents.unavailable']);
  await expect(shownAlert(page)).toHaveCount(0);

  await page.goto('/en_us/account/site-settings/');
  await expect(page.getByRole('checkbox', { name: t['preferences.optIn.email'] })).toBeVisible();
  await expect(page.getByText(/You accepted the privacy policy/)).toHaveCount(0);
  await expect(shownAlert(page)).toHaveCount(0);
});
