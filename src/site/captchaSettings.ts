// Captcha settings of a site (SPEC 3 "Captcha settings", SPEC 9 defaults): the public hCaptcha widget options, read
// from the `captcha` feature group. The matching secret is never in site config; only the gateway holds it.
// No zod here: every screen with a form reads these settings while it renders (the site config itself has been checked
// against its schema before it reaches a screen), so each value is checked by hand below.

export const captchaDefaults = {
  size: 'normal',
  theme: 'light',
  language: 'en',
  jsapi: 'https://js.hcaptcha.com/1/api.js',
  recaptchacompat: false,
} as const;

const sizes = ['normal', 'compact', 'invisible'] as const;
const themes = ['light', 'dark'] as const;
const languagePattern = /^[a-z]{2}(?:-[A-Za-z]{2,4})?$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const isSiteKey = (value: unknown): value is string => isString(value) && value.length >= 1 && value.length <= 100;
const isHttps = (value: unknown): value is string => isString(value) && value.startsWith('https://');
const isLanguage = (value: unknown): value is string => isString(value) && languagePattern.test(value);
const oneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    choices.some((choice) => choice === value);

/** A field of the group: its value when `valid` accepts it, the fallback when absent; otherwise its name goes to `invalid`. */
function field<T>(group: Readonly<Record<string, unknown>>, name: string, valid: (value: unknown) => value is T, fallback: T, invalid: string[]): T {
  const value = group[name];
  if (value === undefined) return fallback;
  if (valid(value)) return value;
  invalid.push(name);
  return fallback;
}

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
  const invalid: string[] = [];
  const compat = group['recaptchacompat'];
  const settings: CaptchaSettings = {
    siteKey: field(group, 'siteKey', isSiteKey, '', invalid),
    recaptchacompat: compat === true || compat === 'on' || compat === 'true',
    jsapi: field(group, 'jsapi', isHttps, captchaDefaults.jsapi, invalid),
    size: field(group, 'size', oneOf(sizes), captchaDefaults.size, invalid),
    theme: field(group, 'theme', oneOf(themes), captchaDefaults.theme, invalid),
    language: field(group, 'language', isLanguage, captchaDefaults.language, invalid),
  };
  if (invalid.length > 0) {
    console.warn(`captcha settings of ${siteId} do not parse (${invalid.join(', ')}); no captcha is asked`);
    return undefined;
  }
  return settings;
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
