import { describe, expect, it, vi } from 'vitest';
import { captchaDefaults, type CaptchaSettings } from '../../site/captchaSettings';
import { renderCaptcha, type HCaptchaApi } from './captcha';

const settings: CaptchaSettings = {
  siteKey: 'site-key',
  recaptchacompat: false,
  jsapi: captchaDefaults.jsapi,
  size: 'invisible',
  theme: 'dark',
  language: 'pt',
};

function pageWith(api: HCaptchaApi) {
  return { hcaptcha: api, document: {} } as unknown as Window & { hcaptcha: HCaptchaApi };
}

describe('captcha widget (SPEC 4, SPEC 8)', () => {
  it('renders with the site key and settings, answers the token and resets after the result', async () => {
    const api = { render: vi.fn(() => 'w-1'), execute: vi.fn(async () => ({ response: 'token-1' })), reset: vi.fn() };
    const widget = await renderCaptcha(settings, {} as HTMLElement, pageWith(api));
    expect(api.render).toHaveBeenCalledWith({}, { sitekey: 'site-key', size: 'invisible', theme: 'dark', hl: 'pt' });
    expect(await widget.token()).toBe('token-1');
    expect(api.reset).toHaveBeenCalledWith('w-1');
  });

  it('answers an empty token when the check fails, and resets the widget', async () => {
    const api = { render: vi.fn(() => 'w-2'), execute: vi.fn(async () => Promise.reject(new Error('challenge-closed'))), reset: vi.fn() };
    const widget = await renderCaptcha(settings, {} as HTMLElement, pageWith(api));
    expect(await widget.token()).toBe('');
    expect(api.reset).toHaveBeenCalledWith('w-2');
  });
});
