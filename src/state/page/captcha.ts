// hCaptcha in the page (SPEC 3 captcha settings, SPEC 4 "Captcha: hidden until executed, reset after each result",
// SPEC 8 "Captcha error: widget resets and an empty token is sent"): the script loaded once, a widget per form.
import { captchaReadyCallback, captchaScriptUrl, type CaptchaSettings } from '../../site/captchaSettings';

/** The part of hCaptcha's JavaScript API the portal uses. */
export interface HCaptchaApi {
  render(container: HTMLElement, parameters: Record<string, unknown>): string;
  execute(widgetId: string, options: { async: true }): Promise<{ response: string }>;
  reset(widgetId: string): void;
}

type CaptchaWindow = Window & { hcaptcha?: HCaptchaApi; [captchaReadyCallback]?: () => void };

let loading: Promise<HCaptchaApi> | undefined;

/** How long a slow script may take before the check counts as unavailable (the page offers to load it again). */
const loadTimeoutMs = 15_000;

/** Loads the widget script once per page; rejects when it cannot be loaded or does not start in time. */
function loadCaptchaApi(settings: CaptchaSettings, target: CaptchaWindow = window): Promise<HCaptchaApi> {
  if (target.hcaptcha) return Promise.resolve(target.hcaptcha);
  loading ??= new Promise<HCaptchaApi>((resolve, reject) => {
    const fail = (reason: string) => {
      target.clearTimeout(timer);
      loading = undefined;
      reject(new Error(reason));
    };
    const timer = target.setTimeout(() => fail('the hCaptcha script did not start in time'), loadTimeoutMs);
    target[captchaReadyCallback] = () => {
      target.clearTimeout(timer);
      if (target.hcaptcha) resolve(target.hcaptcha);
      else fail('hCaptcha did not start');
    };
    const script = target.document.createElement('script');
    script.src = captchaScriptUrl(settings);
    script.async = true;
    script.addEventListener('error', () => fail('the hCaptcha script could not be loaded'));
    target.document.head.appendChild(script);
  });
  return loading;
}

/** A rendered widget: `token()` runs the check and always resets it after; '' when the check failed (SPEC 8). */
export interface CaptchaWidget {
  token(): Promise<string>;
}

export async function renderCaptcha(settings: CaptchaSettings, container: HTMLElement, target: CaptchaWindow = window): Promise<CaptchaWidget> {
  const api = await loadCaptchaApi(settings, target);
  const widgetId = api.render(container, { sitekey: settings.siteKey, size: settings.size, theme: settings.theme, hl: settings.language });
  return {
    async token() {
      try {
        return (await api.execute(widgetId, { async: true })).response;
      } catch {
        return '';
      } finally {
        api.reset(widgetId);
      }
    },
  };
}
