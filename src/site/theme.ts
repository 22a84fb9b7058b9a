// A bank's theme (SPEC 3 `theme`, issue 15): brand colours, logo, brand name, favicon, font stack, corner radius and
// header style, as data. Checked where it arrives (the edge, the gateway, `npm run theme`) by `checkTheme`: the schema,
// then WCAG 2.2 AA contrast of every colour pair the screens draw, so a theme a cardholder could not read is refused
// with the pair and its ratio. `themeCss` turns a checked theme into the custom properties of src/layouts/shell.css.
import * as z from 'zod/mini';

const hexColor = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'a colour is written #rrggbb'));

/** A logo or favicon: an SVG, PNG or WebP data URL, or an https URL (the edge allows its origin in the page's policy). */
const imageSource = z
  .string()
  .check(
    z.maxLength(16_384, 'an image is at most 16,384 characters (link a larger one by https URL)'),
    z.regex(
      /^(?:data:image\/(?:svg\+xml|png|webp)(?:;base64)?,[^"'<>\s]+|https:\/\/[a-z0-9.-]+(?::\d+)?\/[^"'<>\s]*)$/i,
      'an image is a data:image/svg+xml, png or webp URL or an https URL',
    ),
  );

/** A font family's name as CSS reads it quoted: letters, digits, spaces and hyphens only (nothing that ends the rule). */
const fontFamily = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, 'a font family is letters, digits, spaces and hyphens'));

/** Text of a brand: at most 60 characters, without markup characters. */
const brandText = z.string().check(z.minLength(1, 'empty'), z.maxLength(60, 'longer than 60 characters'), z.regex(/^[^<>"&]*$/, 'without <, >, " or &'));

export const themeColorsSchema = z.object({
  /** Header (filled style), buttons, links, headings, checked controls. */
  primary: hexColor,
  /** Text and icons on `primary`. */
  onPrimary: hexColor,
  /** Focus rings and the card art's highlight. */
  accent: hexColor,
  /** Cards, fields and dialogs. */
  surface: hexColor,
  /** Body text. */
  text: hexColor,
  error: hexColor,
  success: hexColor,
  /** The page behind the cards; `surface` when absent. */
  background: z.optional(hexColor),
  /** Secondary text and field borders; `text` when absent. */
  muted: z.optional(hexColor),
});

export const themeSchema = z.object({
  /** The name site configs give in `theme`. */
  name: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a theme name is lower-case letters, digits and hyphens')),
  /** The bank's or programme's name in the header and in page titles; the built-in texts' brand words when absent. */
  brandName: z.optional(brandText),
  colors: themeColorsSchema,
  /** Shown in the header instead of the brand name's text; `alt` by locale or language, `default` for the others. */
  logo: z.optional(
    z.object({
      src: imageSource,
      alt: z.catchall(z.object({ default: brandText }), brandText),
      /** Height in the header, CSS px (the width follows the image). */
      height: z.optional(z.int().check(z.minimum(16), z.maximum(64))),
    }),
  ),
  favicon: z.optional(imageSource),
  /** Families tried before the system faces of every script (src/layouts/shell.css). */
  fontStack: z.optional(z.array(fontFamily).check(z.maxLength(6))),
  /** Corner radius of cards, fields and buttons, CSS px. */
  radius: z.optional(z.number().check(z.minimum(0), z.maximum(24))),
  /** `filled`: the header in `primary` with `onPrimary` text; `plain`: the header on `surface` with `primary` text. */
  header: z.enum(['filled', 'plain']),
  /** `dark` when `surface` and `background` are dark: native controls and scrollbars follow. */
  colorScheme: z.optional(z.enum(['light', 'dark'])),
});

export type Theme = z.infer<typeof themeSchema>;
export type ThemeColors = z.infer<typeof themeColorsSchema>;

/** The theme of the built-in styles: used when no theme of the site's name is published (KV, then the gateway). */
export const classicTheme: Theme = Object.freeze({
  name: 'classic',
  colors: {
    primary: '#1a1f71',
    onPrimary: '#ffffff',
    accent: '#0b5fff',
    surface: '#ffffff',
    text: '#1a1f36',
    error: '#b3261e',
    success: '#1e6b34',
    background: '#f5f6fa',
    muted: '#4a5068',
  },
  header: 'filled',
});

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `color-mix(in srgb, a share%, b)` as browsers compute it: each gamma-encoded channel mixed, rounded. */
export function mixColors(a: string, share: number, b: string): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([0, 1, 2].map((index) => Math.round(x[index]! * share + y[index]! * (1 - share))) as unknown as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Shares of the tints the styles mix (themeCss writes the same color-mix()). */
const tintShare = { info: 0.07, error: 0.1, success: 0.1, cardArt: 0.2 } as const;

/** Every colour a theme's screens use, the optional tokens filled in and the tints mixed. */
export function resolvedColors(colors: ThemeColors) {
  const background = colors.background ?? colors.surface;
  const muted = colors.muted ?? colors.text;
  return {
    ...colors,
    background,
    muted,
    infoTint: mixColors(colors.primary, tintShare.info, colors.surface),
    errorTint: mixColors(colors.error, tintShare.error, colors.surface),
    successTint: mixColors(colors.success, tintShare.success, colors.surface),
    cardArtEnd: mixColors(colors.accent, tintShare.cardArt, colors.primary),
  };
}

type Resolved = ReturnType<typeof resolvedColors>;
type Token = keyof Resolved;

/**
 * Text: 4.5:1 (WCAG 1.4.3). Controls, focus rings and large text: 3:1 (1.4.11). Focus rings in a filled header are
 * drawn in `onPrimary` (src/layouts/shell.css), so `onPrimary/primary` covers them.
 */
const pairs: readonly (readonly [Token, Token, number])[] = [
  ['text', 'surface', 4.5],
  ['text', 'background', 4.5],
  ['muted', 'surface', 4.5],
  ['muted', 'background', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'cardArtEnd', 4.5],
  ['text', 'infoTint', 4.5],
  ['primary', 'infoTint', 4.5],
  ['error', 'surface', 4.5],
  ['error', 'errorTint', 4.5],
  ['surface', 'error', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'successTint', 4.5],
  ['accent', 'surface', 3],
  ['accent', 'background', 3],
];

export interface ContrastProblem {
  /** `onPrimary/primary`: the foreground token, then the background. */
  pair: string;
  ratio: number;
  required: number;
}

/** The colour pairs under WCAG 2.2 AA, each with its ratio (two decimals, rounded down) and the ratio required. */
export function contrastProblems(theme: Theme): ContrastProblem[] {
  const colors = resolvedColors(theme.colors);
  return pairs
    .map(([foreground, background, required]) => ({
      pair: `${foreground}/${background}`,
      ratio: Math.floor(contrastRatio(colors[foreground], colors[background]) * 100) / 100,
      required,
    }))
    .filter(({ ratio, required }) => ratio < required);
}

export type ThemeCheck = { ok: true; theme: Theme } | { ok: false; problems: string[] };

/** A theme as published or served: the schema's problems by key, else each failing colour pair with its ratio. */
export function checkTheme(value: unknown): ThemeCheck {
  const parsed = z.safeParse(themeSchema, value);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(theme)'}: ${issue.message}`) };
  }
  const problems = contrastProblems(parsed.data).map(
    ({ pair, ratio, required }) => `colors ${pair}: contrast ${ratio.toFixed(2)}:1 is below ${required}:1 (WCAG 2.2 AA)`,
  );
  return problems.length === 0 ? { ok: true, theme: parsed.data } : { ok: false, problems };
}

/** The logo's alt text in a locale: its own, its language's, else the default. */
export function logoAlt(logo: NonNullable<Theme['logo']>, locale: string): string {
  const alt = logo.alt as Record<string, string>;
  return alt[locale] ?? alt[locale.split('_')[0] ?? ''] ?? logo.alt.default;
}

/**
 * The theme as custom properties on :root (src/layouts/shell.css reads them). Tints are color-mix() of the tokens with
 * the shares `contrastProblems` checked. Values come from the schema's patterns only, so none can end the rule.
 */
export function themeCss(theme: Theme): string {
  const colors = resolvedColors(theme.colors);
  const declarations = [
    `--color-brand:${colors.primary}`,
    `--color-on-brand:${colors.onPrimary}`,
    `--color-accent:${colors.accent}`,
    `--color-focus:${colors.accent}`,
    `--color-surface:${colors.surface}`,
    `--color-page:${colors.background}`,
    `--color-text:${colors.text}`,
    `--color-muted:${colors.muted}`,
    `--color-border:${colors.muted}`,
    `--color-error:${colors.error}`,
    `--color-success:${colors.success}`,
    ...(theme.radius === undefined ? [] : [`--radius:${theme.radius}px`]),
    ...(theme.fontStack === undefined || theme.fontStack.length === 0 ? [] : [`--font-brand:${theme.fontStack.map((family) => `'${family}'`).join(',')}`]),
    ...(theme.colorScheme === undefined ? [] : [`color-scheme:${theme.colorScheme}`]),
  ];
  return `:root{${declarations.join(';')}}`;
}
