import { describe, expect, it } from 'vitest';
import { checkTheme, classicTheme, contrastProblems, contrastRatio, logoAlt, mixColors, themeCss, type Theme } from './theme';

const bank: Theme = {
  name: 'harbour',
  brandName: 'Harbour Bank',
  colors: {
    primary: '#00695c',
    onPrimary: '#ffffff',
    accent: '#b34700',
    surface: '#ffffff',
    text: '#13201d',
    error: '#b3261e',
    success: '#1b6e3a',
  },
  logo: { src: 'data:image/svg+xml;base64,PHN2Zy8+', alt: { default: 'Harbour Bank', ar: 'بنك هاربور', pt_br: 'Banco Harbour' } },
  fontStack: ['Avenir Next', 'Segoe UI'],
  radius: 12,
  header: 'plain',
};

describe('contrast ratio (WCAG 2.2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#1a1f71', '#ffffff', 14.2],
  ])('%s on %s is %s:1, whichever is the foreground', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('mixes like color-mix(in srgb): each channel, rounded', () => {
    expect(mixColors('#b3261e', 0.1, '#ffffff')).toBe('#f7e9e9');
    expect(mixColors('#000000', 0.5, '#ffffff')).toBe('#808080');
  });
});

describe('checkTheme', () => {
  it('accepts the built-in theme and a bank theme with only the required colours', () => {
    expect(checkTheme(classicTheme)).toEqual({ ok: true, theme: classicTheme });
    expect(checkTheme(bank)).toEqual({ ok: true, theme: bank });
  });

  it('refuses white on a light primary, naming the pair and its ratio', () => {
    const result = checkTheme({ ...bank, colors: { ...bank.colors, primary: '#4fb3a9' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toContain('colors onPrimary/primary: contrast 2.51:1 is below 4.5:1 (WCAG 2.2 AA)');
  });

  it('refuses a focus colour under 3:1 on the surface (a control, not text)', () => {
    const result = checkTheme({ ...bank, colors: { ...bank.colors, accent: '#ffd60a' } });
    expect(!result.ok && result.problems).toEqual([
      'colors accent/surface: contrast 1.41:1 is below 3:1 (WCAG 2.2 AA)',
      'colors accent/background: contrast 1.41:1 is below 3:1 (WCAG 2.2 AA)',
    ]);
  });

  it('checks the tints the styles mix: error text on its banner', () => {
    const problems = contrastProblems({ ...bank, colors: { ...bank.colors, error: '#e0483d' } }).map(({ pair }) => pair);
    expect(problems).toEqual(expect.arrayContaining(['error/surface', 'error/errorTint']));
  });

  it('checks the optional tokens once given, and defaults them (background: surface, muted: text)', () => {
    expect(contrastProblems(bank)).toEqual([]);
    const result = checkTheme({ ...bank, colors: { ...bank.colors, muted: '#9aa0a6' } });
    expect(!result.ok && result.problems.map((problem) => problem.split(':')[0])).toEqual(['colors muted/surface', 'colors muted/background']);
  });

  it.each([
    [{ ...bank, colors: { ...bank.colors, primary: 'teal' } }, 'colors.primary: a colour is written #rrggbb'],
    [{ ...bank, name: 'Harbour Bank' }, 'name: a theme name is lower-case letters, digits and hyphens'],
    [{ ...bank, header: 'striped' }, 'header'],
    [{ ...bank, brandName: 'Harbour <b>Bank</b>' }, 'brandName: without <, >, " or &'],
    [{ ...bank, fontStack: ["Inter'; } body { display: none"] }, 'fontStack.0: a font family is letters, digits, spaces and hyphens'],
    [{ ...bank, logo: { ...bank.logo, src: 'javascript:alert(1)' } }, 'logo.src: an image is a data:image/svg+xml, png or webp URL or an https URL'],
    [{ ...bank, logo: { ...bank.logo, src: 'https://cdn.example/logo.svg" onerror="x' } }, 'logo.src'],
    [{ ...bank, logo: { src: bank.logo!.src, alt: { ar: 'x' } } }, 'logo.alt.default'],
    [{ ...bank, radius: 100 }, 'radius'],
  ])('refuses %# naming the key', (value, problem) => {
    const result = checkTheme(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.some((text) => text.startsWith(problem))).toBe(true);
  });
});

describe('themeCss', () => {
  it('writes the tokens as the shell reads them, with radius, fonts and scheme when given', () => {
    const css = themeCss({ ...bank, colorScheme: 'light' });
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--color-brand:#00695c;');
    expect(css).toContain('--color-on-brand:#ffffff;');
    expect(css).toContain('--color-page:#ffffff;');
    expect(css).toContain('--color-muted:#13201d;');
    expect(css).toContain('--radius:12px;');
    expect(css).toContain("--font-brand:'Avenir Next','Segoe UI';");
    expect(css).toContain('color-scheme:light');
  });

  it('leaves out what the theme does not set', () => {
    expect(themeCss(classicTheme)).not.toMatch(/--radius|--font-brand|color-scheme/);
  });
});

describe('logoAlt', () => {
  it("gives the locale's own text, else its language's, else the default", () => {
    expect(logoAlt(bank.logo!, 'pt_br')).toBe('Banco Harbour');
    expect(logoAlt(bank.logo!, 'ar_ae')).toBe('بنك هاربور');
    expect(logoAlt(bank.logo!, 'de_de')).toBe('Harbour Bank');
  });
});
