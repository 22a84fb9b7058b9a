// Every locale's shell comes from the real stack with its title, language, direction and description (SPEC 1, SPEC 2, issue 11).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { accounts, requestToken } from './support/account';

const shells = [
  // The shell as the edge serves it: the built-in words with the brand of the demo site's theme (themes.spec.ts).
  { locale: 'en_us', lang: 'en-US', dir: 'ltr', title: 'Demo Rewards - Sign in', heading: 'Sign in' },
  { locale: 'pt_br', lang: 'pt-BR', dir: 'ltr', title: 'Demo Rewards - Entrar', heading: 'Entrar' },
  { locale: 'ar_ae', lang: 'ar-AE', dir: 'rtl', title: 'Demo Rewards - تسجيل الدخول', heading: 'تسجيل الدخول' },
] as const;

for (const shell of shells) {
  test(`the ${shell.locale} sign-in shell has its title, language and direction, and no accessibility violations`, async ({ page }) => {
    const response = await page.goto(`/${shell.locale}/account/login-form/`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(`<title>${shell.title}</title>`);
    await expect(page.locator('html')).toHaveAttribute('lang', shell.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', shell.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.heading);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a locale without its own texts falls back to English', async ({ page }) => {
  await page.goto('/en_gb/account/login-form/');
  await expect(page).toHaveTitle('Demo Rewards - Sign in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('an issuer path serves the locale shell and keeps its URL', async ({ page }) => {
  const response = await page.goto('/demo-bank/pt_br/account/login-form/?utm=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/demo-bank\/pt_br\/account\/login-form\/\?utm=1$/);
  await expect(page).toHaveTitle('Harbour Bank - Entrar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the skip link moves keyboard focus to the main region', async ({ page }) => {
  await page.goto('/en_us/account/login-form/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

/** What a shell tells search engines (issue 11): a description on every page, noindex on signed-in and transitional screens. */
const describedShells = [
  { path: '/en_us/account/login-form/', indexable: true, description: /^Sign in to your card rewards account/ },
  { path: '/ar_ae/account/login-form/', indexable: true, description: /\S/ },
  { path: '/de_de/account/registration/', indexable: true, description: /\S/ },
  { path: '/en_us/account/activate/', indexable: false, description: /\S/ },
  { path: '/en_us/account/profile/', indexable: false, description: /^Your card rewards profile/, signedIn: true },
] as const;

for (const shell of describedShells) {
  test(`the ${shell.path} shell describes itself${shell.indexable ? '' : ' and asks search engines not to index it'}`, async ({ request }) => {
    // Signed in, so a guard at the edge serves the signed-in screen itself rather than sending the visitor to sign in.
    if ('signedIn' in shell) expect((await requestToken(request, accounts.demo)).status()).toBe(200);
    const response = await request.get(shell.path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const head = (await response.text()).split('</head>')[0] ?? '';
    const meta = (name: string) => head.match(new RegExp(`<meta\\b[^>]*\\bname="${name}"[^>]*\\bcontent="([^"]*)"`))?.[1];
    expect(meta('description')).toMatch(shell.description);
    expect(meta('robots')).toBe(shell.indexable ? undefined : 'noindex');
  });
}
