// The issuer's risk vendor (VAAP) and the sign-in (SPEC 7: "A script API supplies a token for the vendor 'VAAP'", sent
// as vba_token). The vendor's own script is a third party that cannot run here: the test plays it, calling the page's
// script API as that script would; everything after it is the real page, gateway and database.
import { expect, test } from '@playwright/test';
import { createCardholder } from './support/accounts';

test("the vendor's token reaches the gateway with the password grant and is kept with that sign-in (vendor script faked in the page)", async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'risk' });
  await page.goto('/en_us/account/login-form/');
  // What the vendor's script does once it has scored the device; another vendor's call and a malformed token are ignored.
  await page.evaluate(() => {
    const risk = (window as unknown as { portalRisk: { setToken: (vendor: string, token: string) => void } }).portalRisk;
    risk.setToken('VAAP', 'vaap.device-7f3a.score-12');
    risk.setToken('OTHER', 'other-token');
    risk.setToken('VAAP', 'not a token');
  });
  const grant = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/user-auth/oauth/token' && (request.postData() ?? '').includes('grant_type=password'),
  );
  await page.getByLabel('E-mail address').fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(new URLSearchParams((await grant).postData() ?? '').get('vba_token')).toBe('vaap.device-7f3a.score-12');
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);

  const recorded = await page.request.get(`/gateway/api/dev/risk-tokens?siteId=localhost&email=${encodeURIComponent(cardholder.email)}`);
  expect(await recorded.json()).toEqual({
    tokens: [{ vendor: 'VAAP', token: 'vaap.device-7f3a.score-12', passwordAccepted: true, createdAt: expect.any(Number) }],
  });
});

test('without a vendor on the page, the sign-in sends no vba_token', async ({ page }) => {
  const cardholder = await createCardholder(page.request, { name: 'norisk' });
  await page.goto('/en_us/account/login-form/');
  const grant = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/user-auth/oauth/token' && (request.postData() ?? '').includes('grant_type=password'),
  );
  await page.getByLabel('E-mail address').fill(cardholder.email);
  await page.getByLabel('Password').fill(cardholder.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(new URLSearchParams((await grant).postData() ?? '').has('vba_token')).toBe(false);
  await expect(page).toHaveURL(/\/en_us\/account\/profile\/$/);
});
