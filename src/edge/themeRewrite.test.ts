import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classicTheme, type Theme } from '../site/theme';
import { pagePolicyOf } from './securityHeaders';
import { injectTheme, themeStyleText } from './themeRewrite';

/** A built shell as the site's build writes it: the page's policy, icon, title and the header's brand words. */
function shell(options: { locale?: string; prefix?: string; suffix?: string; title?: string } = {}): string {
  const { locale = 'en_us', prefix = 'Card Benefits', suffix = '', title = 'Card Benefits - Sign in' } = options;
  return [
    '<!DOCTYPE html><html lang="en-US" dir="ltr"><head>',
    `<meta http-equiv="content-security-policy" content="default-src 'none';img-src 'self' data:;font-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';">`,
    '<meta name="color-scheme" content="light">',
    `<meta name="portal-locale" content="${locale}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${title}</title><style>:root{--color-brand:#1a1f71}</style></head>`,
    `<body><header class="site-header"><p class="brand" data-prefix="${prefix}" data-suffix${suffix === '' ? '' : `="${suffix}"`}> <span class="brand-name">${prefix || suffix}</span> </p></header>`,
    '<main id="main"><h1 id="screen-title">Sign in</h1></main></body></html>',
  ].join('');
}

const logo = 'data:image/svg+xml;base64,PHN2Zy8+';
const harbour: Theme = {
  name: 'harbour',
  brandName: 'Harbour Bank',
  colors: { primary: '#00695c', onPrimary: '#ffffff', accent: '#b34700', surface: '#ffffff', text: '#13201d', error: '#b3261e', success: '#1b6e3a' },
  logo: { src: logo, alt: { default: 'Harbour Bank', ar: 'بنك هاربور' }, height: 32 },
  favicon: 'https://cdn.harbour.example/favicon.png',
  header: 'plain',
};

describe("the site's theme in a shell", () => {
  it('leaves the shell as built for the built-in theme', async () => {
    expect(await injectTheme(shell(), classicTheme)).toBe(shell());
  });

  it("puts the theme's properties last in the head, allowed by their hash in the page's policy", async () => {
    const html = await injectTheme(shell(), harbour);
    const css = themeStyleText(harbour);
    expect(html).toContain(`<style id="portal-theme">${css}</style><meta name="theme-color" content="#ffffff"></head>`);
    expect(html.indexOf('id="portal-theme"')).toBeGreaterThan(html.indexOf('<style>'));
    const hash = createHash('sha256').update(css).digest('base64');
    const policy = pagePolicyOf(html, '/api/csp') ?? '';
    expect(policy).toContain(`style-src 'sha256-${hash}' 'self' 'sha256-def='`);
    expect(policy).toContain("img-src https://cdn.harbour.example 'self' data:");
    expect(css).toContain('--logo-height:32px');
  });

  it('marks the theme and its header style on <html>, and gives the favicon', async () => {
    const html = await injectTheme(shell(), harbour);
    expect(html).toContain('<html data-theme="harbour" data-header="plain" lang="en-US" dir="ltr">');
    expect(html).toContain('<link rel="icon" href="https://cdn.harbour.example/favicon.png">');
    expect(html).toContain('<meta name="color-scheme" content="light">');
  });

  it('puts the logo with its text in the page language before the brand name, in the header and the title', async () => {
    const english = await injectTheme(shell(), harbour);
    expect(english).toContain(
      `<p class="brand" data-prefix="Harbour Bank" data-suffix=""><img class="brand-logo" src="${logo}" alt="Harbour Bank"><span class="brand-name">Harbour Bank</span></p>`,
    );
    expect(english).toContain('<title>Harbour Bank - Sign in</title>');
    const arabic = await injectTheme(shell({ locale: 'ar_ae', prefix: 'مزايا البطاقة', title: 'مزايا البطاقة - تسجيل الدخول' }), harbour);
    expect(arabic).toContain('alt="بنك هاربور"');
    expect(arabic).toContain('<title>Harbour Bank - تسجيل الدخول</title>');
  });

  it('puts the brand where a language has its brand words after the title', async () => {
    const html = await injectTheme(shell({ prefix: '', suffix: 'Kartenvorteile', title: 'Anmelden - Kartenvorteile' }), harbour);
    expect(html).toContain('<title>Anmelden - Harbour Bank</title>');
    expect(html).toContain('data-prefix="" data-suffix="Harbour Bank"');
  });

  it('keeps the built-in words where the theme has no brand name, and a dark scheme says so', async () => {
    const { brandName: _, logo: __, favicon: ___, ...anonymous } = harbour;
    const html = await injectTheme(shell(), { ...anonymous, colorScheme: 'dark' });
    expect(html).toContain('<title>Card Benefits - Sign in</title>');
    expect(html).toContain('<span class="brand-name">Card Benefits</span>');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });
});
