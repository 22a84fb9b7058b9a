// Every locale's shell comes from the real stack with its title, language and direction (SPEC 1, SPEC 2).
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const shells = [
  { locale: 'en_us', lang: 'en-US', dir: 'ltr', title: 'Card Benefits - Sign in', heading: 'Sign in' },
  { locale: 'pt_br', lang: 'pt-BR', dir: 'ltr', title: 'Benefícios do seu cartão - Entrar', heading: 'Entrar' },
  { locale: 'ar_ae', lang: 'ar-AE', dir: 'rtl', title: 'مزايا بطاقتك - تسجيل الدخول', heading: 'تسجيل الدخول' },
] as const;

for (const shell of shells) {
  test(`the ${shell.locale} sign-in shell has its title, language and direction, and no accessibility violations`, async ({ page }) => {
    const response = await page.goto(`/${shell.locale}/account/login-form/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(shell.title);
    await expect(page.locator('html')).toHaveAttribute('lang', shell.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', shell.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.heading);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a locale without its own texts falls back to English', async ({ page }) => {
  await page.goto('/en_gb/account/login-form/');
  await expect(page).toHaveTitle('Card Benefits - Sign in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('an issuer path serves the locale shell and keeps its URL', async ({ page }) => {
  const response = await page.goto('/demo-bank/pt_br/account/login-form/?utm=1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/demo-bank\/pt_br\/account\/login-form\/\?utm=1$/);
  await expect(page).toHaveTitle('Benefícios do seu cartão - Entrar');
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
