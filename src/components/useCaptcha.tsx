// The captcha of a protected form (SPEC 4 "hidden until executed, reset after each result"): the widget's place in the
// form, hidden until a send runs the check; `token()` answers what X-HCAPTCHA-TOKEN carries ('' after a captcha
// error), or undefined on sites without a captcha.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CaptchaSettings } from '../site/captchaSettings';
import { siteSettingsOf } from '../site/siteSettings';
import type { SiteConfig } from '../site/siteConfig';
import { renderCaptcha, type CaptchaWidget } from '../state/page/captcha';

export interface Captcha {
  element: ReactNode;
  token: () => Promise<string | undefined>;
}

export function useCaptcha(settings: CaptchaSettings | undefined, label: string): Captcha {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Promise<CaptchaWidget | undefined> | undefined>(undefined);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (settings === undefined || container === null) return;
    widgetRef.current = renderCaptcha(settings, container).catch(() => undefined);
  }, [settings]);

  async function token(): Promise<string | undefined> {
    if (settings === undefined) return undefined;
    setRunning(true);
    try {
      const widget = await widgetRef.current;
      return widget ? await widget.token() : '';
    } finally {
      setRunning(false);
    }
  }

  const element = settings === undefined ? null : <div ref={containerRef} className="captcha" role="group" aria-label={label} hidden={!running} />;
  return { element, token };
}

/**
 * The captcha of a form on this site: none unless its site config sets a site key (SPEC 3 captcha settings), or when
 * the form sends no protected call (`undefined`).
 */
export function useSiteCaptcha(siteConfig: SiteConfig | undefined, label: string): Captcha {
  return useCaptcha(
    useMemo(() => (siteConfig === undefined ? undefined : siteSettingsOf(siteConfig).captcha), [siteConfig]),
    label,
  );
}
