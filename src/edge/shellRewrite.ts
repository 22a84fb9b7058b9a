// The site's config in a pre-rendered shell (issue 11 part 2), as a pure string rewrite: a JSON data block before
// </head> for the page to read without a request, and <html> attributes that CSS reads to reserve space before hydration.
import type { SiteConfig } from '../site/siteConfig';
import { siteConfigBlockId, siteConfigBlockText } from '../site/siteConfigBlock';
import type { Flags } from '../site/flags';
import { siteCaptchaOf, siteSettingsOf } from '../site/siteSettings';

/**
 * Attributes of <html> that say what the site's config adds to the screens: `data-captcha="on"` when the site asks for
 * a captcha (it sets a usable site key and the `hcaptcha` flag is on, as the forms decide in src/components/useCaptcha.tsx), `data-sso="on"` when
 * cardholders may also sign in at the bank (DUAL_AUTH: the sign-in form shows the bank's button), `data-passkeys="on"` when
 * the site offers passkeys (the sign-in form shows "Use a passkey" where the browser can).
 */
export function htmlAttributesOf(config: SiteConfig, flags: Pick<Flags, 'hcaptcha'>): Readonly<Record<string, 'on'>> {
  const settings = siteSettingsOf(config);
  return {
    ...(siteCaptchaOf(config, flags) !== undefined ? { 'data-captcha': 'on' } : {}),
    ...(settings.auth.mechanism === 'DUAL_AUTH' ? { 'data-sso': 'on' } : {}),
    ...(settings.auth.passkeys ? { 'data-passkeys': 'on' } : {}),
  };
}

const headEnd = /<\/head\s*>/i;
const htmlStart = /<html(?=[\s>])/i;

/**
 * The shell with the block just before its first </head> and the attributes first in its <html> tag (where a parser
 * takes them over any later attribute of the same name). A document without </head> comes back unchanged.
 */
export function injectSiteConfig(html: string, site: { siteId: string; config: SiteConfig }, flags: Pick<Flags, 'hcaptcha'>): string {
  const head = headEnd.exec(html);
  if (!head) return html;
  const block = `<script type="application/json" id="${siteConfigBlockId}">${siteConfigBlockText(site.siteId, site.config)}</script>`;
  const withBlock = `${html.slice(0, head.index)}${block}${html.slice(head.index)}`;
  const attributes = Object.entries(htmlAttributesOf(site.config, flags))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const tag = htmlStart.exec(withBlock);
  if (!tag || attributes === '' || tag.index > head.index) return withBlock;
  const afterName = tag.index + tag[0].length;
  return `${withBlock.slice(0, afterName)}${attributes}${withBlock.slice(afterName)}`;
}
