// Captcha settings of a site (SPEC 3 "Captcha settings", SPEC 9 defaults): the public hCaptcha widget options, read
// from the `captcha` feature group. The matching secret is never in site config; only the gateway holds it.
import * as z from 'zod/mini';
import { featureConfig, type SiteConfig } from './siteConfig';

export const captchaDefaults = {
  size: 'normal',
  theme: 'light',
  language: 'en',
  jsapi: 'https://js.hcaptcha.com/1/api.js',
  recaptchacompat: false,
} as const;

/** 'on' / 'true' / true turn hCaptcha's reCAPTCHA compatibility on; anything else leaves it off. */
const switchValue = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === 'on' || value === 'true'),
);

export const captchaSettingsSchema = z.object({
  siteKey: z.string().check(z.minLength(1), z.maxLength(100)),
  recaptchacompat: switchValue,
  jsapi: z._default(z.string().check(z.startsWith('https://')), captchaDefaults.jsapi),
  size: z._default(z.enum(['normal', 'compact', 'invisible']), captchaDefaults.size),
  theme: z._default(z.enum(['light', 'dark']), captchaDefaults.theme),
  language: z._default(z.string().check(z.regex(/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/)), captchaDefaults.language),
});
export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;

/**
 * The site's captcha settings with SPEC 9 defaults, or undefined when the site has none (no captcha group, or one
 * without a site key): such a site asks for no captcha. Settings that do not parse count as none, and say so.
 */
export function captchaSettings(config: SiteConfig): CaptchaSettings | undefined {
  const group = featureConfig(config, 'captcha');
  if (group === undefined || group['siteKey'] === undefined) return undefined;
  const parsed = z.safeParse(captchaSettingsSchema, group);
  if (!parsed.success) {
    console.warn(`captcha settings of ${config.siteId} do not parse; no captcha is asked`, parsed.error.issues);
    return undefined;
  }
  return parsed.data;
}

/** Name of the global function hCaptcha's script calls once it is ready (its `onload` parameter). */
export const captchaReadyCallback = 'portalCaptchaReady';

/** Hosts the widget script may come from; the pages' CSP allows these and nothing else. */
export const captchaHosts = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const;

function isCaptchaHost(url: URL): boolean {
  return url.protocol === 'https:' && (url.hostname === 'hcaptcha.com' || url.hostname.endsWith('.hcaptcha.com'));
}

/**
 * The widget script's URL: the configured jsapi when it is on hCaptcha's hosts (else the default), loaded explicitly
 * (the page renders the widget itself), in the configured language, with reCAPTCHA compatibility as configured.
 */
export function captchaScriptUrl(settings: CaptchaSettings): string {
  const configured = URL.canParse(settings.jsapi) ? new URL(settings.jsapi) : undefined;
  const url = configured !== undefined && isCaptchaHost(configured) ? configured : new URL(captchaDefaults.jsapi);
  url.search = '';
  url.hash = '';
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', captchaReadyCallback);
  url.searchParams.set('hl', settings.language);
  url.searchParams.set('recaptchacompat', settings.recaptchacompat ? 'on' : 'off');
  return url.href;
}
