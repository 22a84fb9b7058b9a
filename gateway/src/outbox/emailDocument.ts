// The HTML part of an e-mail in the bank's brand (issue 15): the header in the theme's colours with its logo (or its
// name), the message, a passcode set apart or a button with its address written out below, and the small print. Mail
// programs read neither style sheets nor scripts and many drop <style>: one column of presentation tables, every style
// inline, nothing but text colours and spacing, so it reads the same in a web mail, a desktop program and a phone. The
// message is an article named by its subject, with its language and direction on it too: web mails drop <html>.
// Every text is escaped; a link that is not http(s) is not drawn. The plain-text part says the same (messages.ts).
import { logoAlt, resolvedColors, type Theme } from '../../../src/site/theme';

export interface EmailContent {
  /** `lang` of the document (BCP 47, `de-DE`). */
  lang: string;
  dir: 'ltr' | 'rtl';
  subject: string;
  /** The message's sentences, one paragraph. */
  body: string;
  /** A passcode, shown large under the message. */
  code?: string | undefined;
  /** The button: its words and where it leads, with the words before its address written out. */
  action?: { label: string; href: string; fallback: string } | undefined;
  footer: string;
  brandName: string;
  /** The page's locale, for the logo's alt text. */
  locale: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const systemFonts = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', Helvetica, Arial, sans-serif";

function fontsOf(theme: Theme): string {
  const brand = (theme.fontStack ?? []).map((family) => `'${family}'`).join(', ');
  return escapeHtml(brand === '' ? systemFonts : `${brand}, ${systemFonts}`);
}

/** The whole HTML document of one e-mail. */
export function emailDocument(content: EmailContent, theme: Theme): string {
  const colors = resolvedColors(theme.colors);
  const filled = theme.header === 'filled';
  const headerBackground = filled ? colors.primary : colors.surface;
  const headerText = filled ? colors.onPrimary : colors.primary;
  const radius = `${theme.radius ?? 8}px`;
  const font = fontsOf(theme);
  const align = content.dir === 'rtl' ? 'right' : 'left';
  const brand =
    theme.logo === undefined
      ? `<span style="font-size:20px;font-weight:700;color:${headerText}">${escapeHtml(content.brandName)}</span>`
      : `<img src="${escapeHtml(theme.logo.src)}" alt="${escapeHtml(logoAlt(theme.logo, content.locale))}" height="${theme.logo.height ?? 32}" style="display:block;border:0;height:${theme.logo.height ?? 32}px;width:auto;color:${headerText};font-size:18px;font-weight:700">`;
  const code =
    content.code === undefined
      ? ''
      : `<p style="margin:24px 0 0;text-align:center"><span dir="ltr" style="display:inline-block;padding:12px 20px;border:1px solid ${colors.muted};border-radius:${radius};font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:6px;color:${colors.text};background:${colors.infoTint}">${escapeHtml(content.code)}</span></p>`;
  const href = content.action && /^https?:\/\//i.test(content.action.href) ? escapeHtml(content.action.href) : undefined;
  const action =
    content.action === undefined || href === undefined
      ? ''
      : `<p style="margin:24px 0 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:${radius};background:${colors.primary};color:${colors.onPrimary};font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:24px 0 0;font-size:14px;color:${colors.muted}">${escapeHtml(content.action.fallback)}<br><a href="${href}" dir="ltr" style="color:${colors.primary};word-break:break-all">${href}</a></p>`;
  return `<!doctype html>
<html lang="${escapeHtml(content.lang)}" dir="${content.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme.colorScheme ?? 'light'}">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background};color:${colors.text};font-family:${font}">
<main><div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="${escapeHtml(content.lang)}" dir="${content.dir}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border:1px solid ${colors.muted};border-radius:${radius};background:${colors.surface}">
<tr><td style="padding:16px 24px;background:${headerBackground};border-radius:${radius} ${radius} 0 0;border-bottom:1px solid ${colors.muted};text-align:${align}">${brand}</td></tr>
<tr><td style="padding:24px;text-align:${align};font-size:16px;line-height:1.5;color:${colors.text}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colors.primary}">${escapeHtml(content.subject)}</h1>
<p style="margin:0">${escapeHtml(content.body)}</p>
${code}${action}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.muted};text-align:${align};font-size:13px;line-height:1.5;color:${colors.muted}">${escapeHtml(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</div></main>
</body>
</html>
`;
}
