// The site's theme in a pre-rendered shell (issue 15), as a pure string rewrite like src/edge/shellRewrite.ts: the
// theme's custom properties in a <style> the page's policy allows by hash, so the first paint is in the bank's colours;
// its header style, logo, brand name (header and title), favicon and colour scheme. The built-in theme leaves the shell
// as built.
import { classicTheme, logoAlt, themeCss, type Theme } from '../site/theme';

/** Id of the <style> element with the theme's properties. */
export const themeStyleId = 'portal-theme';

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** The CSS the shell carries for a theme: its properties and the logo's height. */
export function themeStyleText(theme: Theme): string {
  const logoHeight = theme.logo?.height === undefined ? '' : `:root{--logo-height:${theme.logo.height}px}`;
  return `${themeCss(theme)}${logoHeight}`;
}

const httpsOrigin = (source: string | undefined): string | undefined => (source?.startsWith('https://') ? new URL(source).origin : undefined);

/** The <meta> policy with the theme's style hash in style-src and its images' origins in img-src. */
function withPolicySources(html: string, styleHash: string, imageOrigins: readonly string[]): string {
  return html.replace(/(<meta\s+http-equiv=["']content-security-policy["']\s+content=")([^"]*)"/i, (_, start: string, policy: string) => {
    let amended = policy.replace(/(^|;)(\s*)style-src/i, `$1$2style-src 'sha256-${styleHash}'`);
    if (imageOrigins.length > 0) amended = amended.replace(/(^|;)(\s*)img-src/i, `$1$2img-src ${imageOrigins.join(' ')}`);
    return `${start}${amended}"`;
  });
}

function attributeOf(tag: string, name: string): string {
  return new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>])`).exec(tag)?.[1] ?? '';
}

/** The title with the built-in brand words replaced by the brand's name, where they stand. */
function titleWith(title: string, builtIn: { prefix: string; suffix: string }, brandName: string): string {
  const separator = ' - ';
  if (builtIn.prefix !== '') {
    if (title === builtIn.prefix) return brandName;
    if (title.startsWith(`${builtIn.prefix}${separator}`)) return `${brandName}${title.slice(builtIn.prefix.length)}`;
  }
  if (builtIn.suffix !== '' && title.endsWith(`${separator}${builtIn.suffix}`)) {
    return `${title.slice(0, title.length - builtIn.suffix.length)}${brandName}`;
  }
  return builtIn.prefix === '' && builtIn.suffix === '' ? `${brandName}${separator}${title}` : title;
}

/**
 * The shell in the theme. Values are inserted as they are: the schema (src/site/theme.ts) admits no quote, angle
 * bracket or ampersand in names and alternative texts, nor in image sources, and nothing but colours, lengths and
 * family names into the CSS.
 */
export async function injectTheme(html: string, theme: Theme): Promise<string> {
  if (theme === classicTheme) return html;
  const css = themeStyleText(theme);
  const imageOrigins = [...new Set([httpsOrigin(theme.logo?.src), httpsOrigin(theme.favicon)].filter((origin) => origin !== undefined))];
  let page = withPolicySources(html, await sha256Base64(css), imageOrigins);

  const head = /<\/head\s*>/i.exec(page);
  if (!head) return html;
  const colorMeta = `<meta name="theme-color" content="${theme.header === 'filled' ? theme.colors.primary : theme.colors.surface}">`;
  page = `${page.slice(0, head.index)}<style id="${themeStyleId}">${css}</style>${colorMeta}${page.slice(head.index)}`;

  page = page.replace(/<html(?=[\s>])/i, `<html data-theme="${theme.name}" data-header="${theme.header}"`);
  if (theme.colorScheme === 'dark') page = page.replace(/(<meta\s+name="color-scheme"\s+content=")light"/i, '$1dark"');
  if (theme.favicon !== undefined) {
    const type = /^data:(image\/[a-z+]+)/i.exec(theme.favicon)?.[1];
    page = page.replace(/<link\s+rel="icon"[^>]*>/i, `<link rel="icon" href="${theme.favicon}"${type ? ` type="${type}"` : ''}>`);
  }

  const locale = /<meta\s+name="portal-locale"\s+content="([^"]*)"/i.exec(page)?.[1] ?? '';
  const brand = /<p class="brand"([^>]*)>\s*<span class="brand-name">([^<]*)<\/span>\s*<\/p>/.exec(page);
  if (brand) {
    const builtIn = { prefix: attributeOf(brand[0], 'data-prefix'), suffix: attributeOf(brand[0], 'data-suffix') };
    const name = theme.brandName ?? brand[2]!.trim();
    const prefix = theme.brandName !== undefined && (builtIn.prefix !== '' || builtIn.suffix === '') ? theme.brandName : builtIn.prefix;
    const suffix = theme.brandName !== undefined && prefix !== theme.brandName ? theme.brandName : builtIn.suffix;
    const logo = theme.logo === undefined ? '' : `<img class="brand-logo" src="${theme.logo.src}" alt="${logoAlt(theme.logo, locale)}">`;
    page = `${page.slice(0, brand.index)}<p class="brand" data-prefix="${prefix}" data-suffix="${suffix}">${logo}<span class="brand-name">${name}</span></p>${page.slice(brand.index + brand[0].length)}`;
    if (theme.brandName !== undefined) {
      const brandName = theme.brandName;
      page = page.replace(/<title>([^<]*)<\/title>/i, (_, title: string) => `<title>${titleWith(title, builtIn, brandName)}</title>`);
    }
  }
  return page;
}
