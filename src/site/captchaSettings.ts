// Captcha settings of a site (SPEC 3 "Captcha settings", SPEC 9 defaults): the public hCaptcha widget options, read
// from the `captcha` feature group. The matching secret is never in site config; only the gateway holds it.
import * as z from 'zod/mini';

export const captchaDefaults = {
  size: 'normal',
  theme: 'light',
  language: 'en',
  jsapi: 'https://js.hcaptcha.com/1/api.js',
  recaptchacompat: false,
} as const;

/** The group as configured; each value is checked, defaults filled in by `captchaSettings`. */
const configuredCaptchaSchema = z.object({
  siteKey: z.string().check(z.minLength(1), z.maxLength(100)),
  recaptchacompat: z.optional(z.unknown()),
  jsapi: z.optional(z.string().check(z.startsWith('https://'))),
  size: z.optional(z.enum(['normal', 'compact', 'invisible'])),
  theme: z.optional(z.enum(['light', 'dark'])),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/))),
});

export interface CaptchaSettings {
  siteKey: string;
  /** 'on' / 'true' / true turn hCaptcha's reCAPTCHA compatibility on; anything else leaves it off. */
  recaptchacompat: boolean;
  jsapi: string;
  size: 'normal' | 'compact' | 'invisible';
  theme: 'light' | 'dark';
  language: string;
}

/**
 * The site's captcha settings with SPEC 9 defaults, or undefined when the site has none (no captcha group, or one
 * without a site key): such a site asks for no captcha. Settings that do not parse count as none, and say so.
 */
export function captchaSettings(group: Readonly<Record<string, unknown>> | undefined, siteId: string): CaptchaSettings | undefined {
  if (group === undefined || group['siteKey'] === undefined) return undefined;
  const parsed = z.safeParse(configuredCaptchaSchema, group);
  if (!parsed.success) {
    console.warn(`captcha settings of ${siteId} do not parse; no captcha is asked`, parsed.error.issues);
    return undefined;
  }
  const { siteKey, recaptchacompat, jsapi, size, theme, language } = parsed.data;
  return {
    siteKey,
    recaptchacompat: recaptchacompat === true || recaptchacompat === 'on' || recaptchacompat === 'true',
    jsapi: jsapi ?? captchaDefaults.jsapi,
    size: size ?? captchaDefaults.size,
    theme: theme ?? captchaDefaults.theme,
    language: language ?? captchaDefaults.language,
  };
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
