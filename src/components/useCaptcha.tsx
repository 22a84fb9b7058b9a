// The captcha of a protected form (SPEC 4 "hidden until executed, reset after each result"): the widget's place in the
// form, hidden until a send runs the check; `token()` answers what X-HCAPTCHA-TOKEN carries ('' after a captcha
// error), or undefined on sites without a captcha. When the widget script cannot load, the place says so and offers to
// load it again, and `check()` holds the form's send back instead of sending a check nobody could take.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import type { Texts } from '../content/textKeys';
import type { CaptchaSettings } from '../site/captchaSettings';
import { buildFlags } from '../site/buildFlags';
import { siteCaptchaOf } from '../site/siteSettings';
import type { SiteConfig } from '../site/siteConfig';
import type { CaptchaWidget } from '../state/page/captcha';

export const captchaTextKeys = ['captcha.label', 'captcha.unavailable', 'captcha.retry'] as const;
export type CaptchaTexts = Pick<Texts, (typeof captchaTextKeys)[number]>;

export interface Captcha {
  element: ReactNode;
  /** False, with focus on the retry, while the widget could not load: the form sends nothing and keeps its entries. */
  check: () => boolean;
  token: () => Promise<string | undefined>;
}

export function useCaptcha(settings: CaptchaSettings | undefined, texts: CaptchaTexts): Captcha {
  const containerRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Promise<CaptchaWidget | undefined> | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const load = useCallback(() => {
    const container = containerRef.current;
    if (settings === undefined || container === null) return;
    setUnavailable(false);
    // The widget's code loads with the widget, on sites that ask for a captcha only.
    widgetRef.current = import('../state/page/captcha')
      .then(({ renderCaptcha }) => renderCaptcha(settings, container))
      .catch(() => {
        setUnavailable(true);
        return undefined;
      });
  }, [settings]);

  useEffect(load, [load]);

  function check(): boolean {
    if (settings === undefined || !unavailable) return true;
    failureRef.current?.querySelector('button')?.focus();
    return false;
  }

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

  const element =
    settings === undefined ? null : (
      <>
        <div ref={containerRef} className="captcha" role="group" aria-label={texts['captcha.label']} hidden={!running} />
        {unavailable && (
          <div ref={failureRef} className="alert form-banner" data-tone="error" role="alert">
            <p className="alert-message">{texts['captcha.unavailable']}</p>
            <Button variant="secondary" onPress={load}>
              {texts['captcha.retry']}
            </Button>
          </div>
        )}
      </>
    );
  return { element, check, token };
}

/**
 * The captcha of a form on this site: none unless its site config sets a site key (SPEC 3 captcha settings) and the
 * build's `hcaptcha` flag is on, or when the form sends no protected call (`undefined`).
 */
export function useSiteCaptcha(siteConfig: SiteConfig | undefined, texts: CaptchaTexts): Captcha {
  return useCaptcha(
    useMemo(() => (siteConfig === undefined ? undefined : siteCaptchaOf(siteConfig, buildFlags)), [siteConfig]),
    texts,
  );
}
