import { describe, expect, it, vi } from 'vitest';
import { captchaDefaults, captchaScriptUrl, type CaptchaSettings } from './captchaSettings';
import { siteSettingsOf } from './siteSettings';
import type { SiteConfig } from './siteConfig';

function site(captcha: Record<string, unknown> | undefined): SiteConfig {
  return { name: 'x', siteId: 'x', theme: 'classic', siteFeatureConfigurations: captcha ? [{ name: 'captcha', featureConfig: captcha }] : [] };
}

describe('captcha settings (SPEC 3, SPEC 9 defaults)', () => {
  it('gives SPEC 9 defaults around a site key: size normal, theme light, language en', () => {
    expect(siteSettingsOf(site({ siteKey: 'key-1' })).captcha).toEqual({
      siteKey: 'key-1',
      recaptchacompat: false,
      jsapi: captchaDefaults.jsapi,
      size: 'normal',
      theme: 'light',
      language: 'en',
    });
  });

  it('keeps configured values', () => {
    expect(
      siteSettingsOf(
        site({ siteKey: 'key-1', size: 'invisible', theme: 'dark', language: 'pt-BR', recaptchacompat: 'on', jsapi: 'https://cdn.example/api.js' }),
      ).captcha,
    ).toEqual({
      siteKey: 'key-1',
      recaptchacompat: true,
      jsapi: 'https://cdn.example/api.js',
      size: 'invisible',
      theme: 'dark',
      language: 'pt-BR',
    });
  });

  it('asks no captcha of a site without the group or its site key', () => {
    expect(siteSettingsOf(site(undefined)).captcha).toBeUndefined();
    expect(siteSettingsOf(site({ theme: 'dark' })).captcha).toBeUndefined();
  });

  it.each([
    ['an empty site key', { siteKey: '' }],
    ['a site key over 100 characters', { siteKey: 'k'.repeat(101) }],
    ['a site key that is no text', { siteKey: 42 }],
    ['a script not on https', { siteKey: 'key-1', jsapi: 'http://js.hcaptcha.com/1/api.js' }],
    ['an unknown size', { siteKey: 'key-1', size: 'large' }],
    ['an unknown theme', { siteKey: 'key-1', theme: 'blue' }],
    ['a language that is no language tag', { siteKey: 'key-1', language: 'english' }],
    ['a null value', { siteKey: 'key-1', theme: null }],
  ])('asks no captcha, and says why, of settings with %s', (_, captcha) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(siteSettingsOf(site(captcha)).captcha).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('captcha settings of x do not parse'));
    warn.mockRestore();
  });

  it('reads absent optional values as their defaults', () => {
    expect(siteSettingsOf(site({ siteKey: 'key-1', size: undefined, recaptchacompat: 'off' })).captcha).toMatchObject({
      size: 'normal',
      recaptchacompat: false,
    });
  });
});

describe('captchaScriptUrl', () => {
  const settings: CaptchaSettings = { siteKey: 'k', recaptchacompat: false, jsapi: captchaDefaults.jsapi, size: 'normal', theme: 'light', language: 'pt' };

  it('loads the widget explicitly, in the language, calling back when ready', () => {
    expect(captchaScriptUrl(settings)).toBe('https://js.hcaptcha.com/1/api.js?render=explicit&onload=portalCaptchaReady&hl=pt&recaptchacompat=off');
  });

  it('keeps a configured script on hCaptcha hosts, with its own query replaced', () => {
    expect(captchaScriptUrl({ ...settings, jsapi: 'https://cn1.hcaptcha.com/1/api.js?render=onload', recaptchacompat: true })).toBe(
      'https://cn1.hcaptcha.com/1/api.js?render=explicit&onload=portalCaptchaReady&hl=pt&recaptchacompat=on',
    );
  });

  it.each(['https://cdn.example/api.js', 'https://hcaptcha.com.evil.example/api.js', 'https://evilhcaptcha.com/api.js', 'not a url'])(
    'loads the default script instead of %s',
    (jsapi) => {
      expect(captchaScriptUrl({ ...settings, jsapi })).toMatch(/^https:\/\/js\.hcaptcha\.com\/1\/api\.js\?/);
    },
  );
});
